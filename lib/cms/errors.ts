import { BackendUnavailableError } from '@/lib/http/unavailable'
import type { HttpError } from '@/lib/http/result'
import type { Logger } from '@/lib/log/logger'

/**
 * The CMS could not give an answer the shop can use: down, too slow, marked down, or answering
 * something that does not match lib/cms/schemas.ts. A missing page is not an error (it is `null`,
 * then a 404).
 */
export class CmsUnavailableError extends BackendUnavailableError {
  override readonly name = 'CmsUnavailableError'
  readonly kind: HttpError['kind']
  readonly status: number | undefined

  constructor(operation: string, cause: HttpError) {
    super('cms', `CMS unavailable (${operation}): ${describe(cause)}`, { cause })
    this.kind = cause.kind
    this.status = cause.kind === 'http' ? cause.status : undefined
  }
}

function describe(error: HttpError): string {
  if (error.kind === 'validation') {
    const issues = error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    return `invalid answer – ${issues.join('; ')}`
  }
  return error.message
}

/** The one place where a failed CMS call becomes an exception, logged for the operator. */
export function cmsFailure(operation: string, error: HttpError, log: Logger): CmsUnavailableError {
  const failure = new CmsUnavailableError(operation, error)
  // A back end marked down was logged once by its breaker; each refused call is not worth a line.
  if (error.kind !== 'unavailable') log.error(failure.message, { operation, kind: error.kind })
  return failure
}

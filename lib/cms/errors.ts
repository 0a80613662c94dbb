import type { HttpError } from '@/lib/http/result'

/**
 * The CMS could not give an answer the shop can use: down, too slow, or answering something that does
 * not match lib/cms/schemas.ts. A missing page is not an error (it is `null`, then a 404).
 */
export class CmsUnavailableError extends Error {
  override readonly name = 'CmsUnavailableError'
  readonly kind: HttpError['kind']
  readonly status: number | undefined

  constructor(operation: string, cause: HttpError) {
    super(`CMS indisponible (${operation}) : ${describe(cause)}`, { cause })
    this.kind = cause.kind
    this.status = cause.kind === 'http' ? cause.status : undefined
  }
}

function describe(error: HttpError): string {
  if (error.kind === 'validation') {
    const issues = error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(racine)'}: ${issue.message}`)
    return `réponse invalide — ${issues.join(' ; ')}`
  }
  return error.message
}

/** The one place where a failed CMS call becomes an exception, logged for the operator. */
export function cmsFailure(
  operation: string,
  error: HttpError,
  log: Pick<Console, 'error'> = console,
): CmsUnavailableError {
  const failure = new CmsUnavailableError(operation, error)
  log.error(`[cms] ${failure.message}`)
  return failure
}

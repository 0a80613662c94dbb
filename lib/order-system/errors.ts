import type { HttpError } from '@/lib/http/result'
import { errorBodySchema } from './schemas/error'

/**
 * Both back ends answer errors as `{ detail, fields? }` with French sentences written for the user;
 * this is the one place that reads them. Anything else (network, timeout, unexpected body) has no
 * message fit to show, and the caller falls back to its own wording.
 */
export function serverMessage(error: HttpError): string | undefined {
  if (error.kind !== 'http') return undefined
  const parsed = errorBodySchema.safeParse(error.body)
  return parsed.success && parsed.data.detail.trim() !== '' ? parsed.data.detail : undefined
}

/** Per-field messages of a refused payload (422, 409), keyed by the payload's field names. */
export function serverFieldErrors(error: HttpError): Record<string, string> {
  if (error.kind !== 'http') return {}
  const parsed = errorBodySchema.safeParse(error.body)
  return parsed.success ? (parsed.data.fields ?? {}) : {}
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { HttpError } from '@/lib/http/result'
import { serverFieldErrors, serverMessage } from '@/lib/order-system/errors'

/**
 * Puts the server's per-field French messages (a 422's `fields`) on the form's fields, the first one
 * focused, and gives back its overall message, or undefined when it sent none (network failure, 5xx
 * without a body): the caller then says it in its own words.
 */
export function showServerRefusal<T extends FieldValues>(
  error: HttpError,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | undefined {
  const messages = serverFieldErrors(error)
  let focused = false
  for (const name of fields) {
    const message = messages[name]
    if (!message) continue
    setError(name, { message }, { shouldFocus: !focused })
    focused = true
  }
  return serverMessage(error)
}

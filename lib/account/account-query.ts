import { QUERY_KEYS } from '@/lib/auth/query-keys'
import type { Result } from '@/lib/http/result'
import { serverMessage } from '@/lib/order-system/errors'

/**
 * The error an account query fails with: the server's French sentence when it gave one. `unreadable`
 * is an answer of the wrong shape, whose fields the HTTP client has logged for the operator.
 */
export class AccountQueryError extends Error {
  constructor(
    message: string | undefined,
    readonly status?: number,
    readonly unreadable = false,
  ) {
    super(message ?? '')
    this.name = 'AccountQueryError'
  }
}

/**
 * Where a read of the signed-in buyer's data is cached: under the buyer's key (`customerKey`, since
 * upstream sends no id) and cleared on sign-out, so nothing of one buyer is ever served to another.
 */
export function accountQueryKey(owner: string | null, key: readonly unknown[]): unknown[] {
  return [...QUERY_KEYS.account, owner, ...key]
}

/** A back-end read as a query function: the data, or an AccountQueryError with the server's message. */
export function accountQueryFn<T>(read: () => Promise<Result<T>>): () => Promise<T> {
  return async () => {
    const result = await read()
    if (result.ok) return result.data
    const status = result.error.kind === 'http' ? result.error.status : undefined
    throw new AccountQueryError(serverMessage(result.error), status, result.error.kind === 'validation')
  }
}

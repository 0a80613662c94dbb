'use client'

import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useCustomer } from '@/components/auth/session-provider'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import type { Result } from '@/lib/http/result'
import { serverMessage } from '@/lib/order-system/errors'
import { customerKey } from '@/lib/shop-server/schemas/customer'

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
 * One read of the signed-in buyer's data. The key is filed under the buyer's id (and cleared on sign-out),
 * so nothing of one buyer is ever served from the cache to another. Disabled until the buyer is known.
 */
export function useAccountQuery<T>(
  key: readonly unknown[],
  read: () => Promise<Result<T>>,
): UseQueryResult<T, AccountQueryError> {
  const customer = useCustomer()
  const owner = customer ? customerKey(customer) : null
  return useQuery({
    queryKey: [...QUERY_KEYS.account, owner, ...key],
    queryFn: async () => {
      const result = await read()
      if (result.ok) return result.data
      const status = result.error.kind === 'http' ? result.error.status : undefined
      throw new AccountQueryError(serverMessage(result.error), status, result.error.kind === 'validation')
    },
    enabled: customer !== null,
    // Turning a page keeps the previous page on screen meanwhile, but never another buyer's data.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === owner ? previous : undefined),
  })
}

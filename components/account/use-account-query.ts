'use client'

import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useCustomer } from '@/components/auth/session-provider'
import { accountQueryFn, accountQueryKey, type AccountQueryError } from '@/lib/account/account-query'
import type { Result } from '@/lib/http/result'
import { customerKey } from '@/lib/shop-server/schemas/customer'

/**
 * One read of the signed-in buyer's data, filed under the buyer's key (lib/account/account-query.ts).
 * Disabled until the buyer is known.
 */
export function useAccountQuery<T>(
  key: readonly unknown[],
  read: () => Promise<Result<T>>,
): UseQueryResult<T, AccountQueryError> {
  const customer = useCustomer()
  const owner = customer ? customerKey(customer) : null
  return useQuery({
    queryKey: accountQueryKey(owner, key),
    queryFn: accountQueryFn(read),
    enabled: customer !== null,
    // Turning a page keeps the previous page on screen meanwhile, but never another buyer's data.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === owner ? previous : undefined),
  })
}

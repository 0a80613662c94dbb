'use client'

import type { UseQueryResult } from '@tanstack/react-query'
import { useAccountQuery } from '@/components/account/use-account-query'
import { useShopServer } from '@/components/auth/session-provider'
import type { AccountQueryError } from '@/lib/account/account-query'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import type { Contact } from '@/lib/shop-server/schemas/contact'

/**
 * The contact persons of a manager or a collectivity, one cached list for the contacts page, the cart
 * lines and the orders. Loaded with the sign-in (components/auth/session-runtime.ts), so choosing a
 * person for a cart line does not wait for it.
 */
export function useContacts(): UseQueryResult<Contact[], AccountQueryError> {
  const shopServer = useShopServer()
  return useAccountQuery(QUERY_KEYS.contacts, () => shopServer.contacts())
}

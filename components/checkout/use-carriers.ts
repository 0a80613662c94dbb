import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useOrderSystem } from '@/components/auth/session-provider'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import type { Cart } from '@/lib/order-system/schemas/cart'

/**
 * The carriers priced for the cart (`carts/current/delivery_carriers`). Prices depend on what is
 * ordered (free shipping from an amount), so the query follows the product lines, not the shipping.
 */
export function useCarriers(cart: Cart | null, enabled: boolean) {
  const orderSystem = useOrderSystem()
  const products = cart?.lines
    .filter((line) => !line.is_delivery)
    .map((line) => [line.id, line.qty, line.amount.untaxed])
  return useQuery({
    queryKey: [...QUERY_KEYS.cart, 'checkout', 'carriers', cart?.uuid, products],
    enabled: enabled && cart !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const result = await orderSystem.cartDeliveryCarriers()
      if (!result.ok) throw new Error(result.error.message)
      return result.data
    },
  })
}

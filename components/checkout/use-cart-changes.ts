import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'
import { useOrderSystem } from '@/components/auth/session-provider'
import { useCart } from '@/components/cart/cart-provider'
import { createChoiceQueue, type ChoiceQueueState } from '@/lib/checkout/choice-queue'
import type { Result } from '@/lib/http/result'
import { serverMessage } from '@/lib/order-system/errors'
import type { Cart } from '@/lib/order-system/schemas/cart'
import type { AddressType } from '@/lib/shop-server/paths'
import type { Pickup } from '@/lib/shop-server/schemas/pickup'

/** A choice that changes the cart on the order system, which answers the whole cart. */
export type CartChange =
  | { kind: 'address'; type: AddressType; id: number }
  | { kind: 'carrier'; carrierId: number }
  | { kind: 'pickup'; pickup: Pickup }

const slotOf = (change: CartChange) => (change.kind === 'address' ? `address:${change.type}` : change.kind)

/**
 * The checkout's choices, each saved on the order system's cart in the order the buyer made them; a
 * choice made while another is being saved waits for it (lib/checkout/choice-queue.ts).
 */
export function useCartChanges(): { state: ChoiceQueueState<CartChange>; choose(change: CartChange): void } {
  const t = useTranslations('checkout')
  const orderSystem = useOrderSystem()
  const { setServerCart } = useCart()

  const send = async (change: CartChange) => {
    let result: Result<Cart>
    if (change.kind === 'address') result = await orderSystem.cartUpdate({ [change.type]: { address_id: change.id } })
    else if (change.kind === 'carrier') result = await orderSystem.cartSetCarrier(change.carrierId)
    else if (change.pickup.is_public) result = await orderSystem.cartSetPublicDeliveryPickup(change.pickup)
    else result = await orderSystem.cartSetPickup(change.pickup.code)
    if (!result.ok) throw new Error(serverMessage(result.error) ?? t('genericError'))
    setServerCart(result.data)
  }
  const [queue] = useState(() => createChoiceQueue(slotOf))
  const state = useSyncExternalStore(queue.subscribe, queue.state, queue.state)
  return { state, choose: (change) => queue.choose(change, send) }
}

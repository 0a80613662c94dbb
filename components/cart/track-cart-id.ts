'use client'

import { useEffect } from 'react'
import { setAnalyticsContext } from '@/lib/analytics'
import type { Cart } from '@/lib/order-system/schemas/cart'

/** Page tracking reports the buyer's cart id (docs/product/consent-and-tracking.md#page-views). */
export function useTrackCartId(cart: Cart | null, ready: boolean): void {
  const cartId = cart?.id ?? null
  useEffect(() => {
    if (ready) setAnalyticsContext({ cartId })
  }, [cartId, ready])
}

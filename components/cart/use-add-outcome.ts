'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { useNotify } from '@/components/notifications'
import type { CartSnapshot } from '@/lib/cart/types'
import { useCart } from './cart-provider'

/**
 * Where an add stands: on its way, in the cart (the order system has it), kept on this device (the
 * order system is down or the visitor is not signed in), or refused by the order system.
 */
export type AddOutcome = 'sending' | 'added' | 'kept' | 'keptUntilSignIn' | 'refused'

export function addOutcome(snapshot: CartSnapshot, productIds: readonly number[]): AddOutcome {
  const { owner, view, status } = snapshot
  if (owner === 'anonymous') return 'keptUntilSignIn'
  if (status.rejected.some((change) => productIds.includes(change.productId))) return 'refused'
  const pending = view.lines.some((line) => productIds.includes(line.productId) && line.hasPendingTransactions)
  if (!pending) return 'added'
  return status.erpUnavailable || status.syncError || status.storageFailed ? 'kept' : 'sending'
}

/**
 * The last add of a form (product page, size grid), told as it stands: "ajouté au panier" only once
 * the order system has it (docs/product/cart.md#adding). Its sentence follows the cart; the toast comes
 * once, when the outcome is known.
 */
export function useAddOutcome(): { sentence: string | null; track(productIds: number[], qty: number): void } {
  const t = useTranslations('cart.addToCart.outcome')
  const { snapshot } = useCart()
  const notify = useNotify()
  const [tracked, setTracked] = useState<{ productIds: number[]; qty: number } | null>(null)
  const told = useRef(false)

  const outcome = tracked ? addOutcome(snapshot, tracked.productIds) : null
  const sentence = tracked && outcome ? t(outcome, { qty: tracked.qty }) : null

  useEffect(() => {
    if (!sentence || outcome === 'sending' || told.current) return
    told.current = true
    notify({ type: outcome === 'added' ? 'success' : outcome === 'refused' ? 'error' : 'info', message: sentence })
  }, [outcome, sentence, notify])

  return {
    sentence,
    track(productIds, qty) {
      told.current = false
      setTracked({ productIds, qty })
    },
  }
}

'use client'

import { useTranslations } from 'next-intl'
import { lazy, useState } from 'react'
import { useLoadedOrderSystem, useSession } from '@/components/auth/session-provider'
import { StatusSuspense } from '@/components/layout/status-suspense'
import type { WishlistItem } from '@/lib/order-system/schemas/wishlist'
import styles from './save-to-list.module.css'

// Loaded on the first click: catalogue pages carry only the button (docs/product/account.md#shopping-lists).
const SaveToListPanel = lazy(() => import('./save-to-list-panel'))

export interface SaveToListProps {
  /** The button that opens the panel. */
  label: string
  /**
   * What to save, read when the buyer submits (the quantities typed by then); null when the host
   * already told the buyer what is wrong (an invalid quantity).
   */
  items: () => WishlistItem[] | null
  /** Start with a new list of this name rather than an existing list (the cart saved as a list). */
  newListName?: string
}

/**
 * "Ajouter à une liste d'achat" beside a way of ordering (product page, size grid, quick order, cart),
 * for a signed-in buyer only.
 */
export function SaveToList(props: SaveToListProps) {
  const t = useTranslations('saveToList')
  const { status } = useSession()
  const orderSystem = useLoadedOrderSystem()
  const [open, setOpen] = useState(false)
  if (status !== 'signed-in' || orderSystem === null) return null
  if (!open) {
    return (
      <button type="button" className={`button button--secondary ${styles.open}`} onClick={() => setOpen(true)}>
        {props.label}
      </button>
    )
  }
  return (
    <StatusSuspense status={t('loading')}>
      <SaveToListPanel items={props.items} newListName={props.newListName} onClose={() => setOpen(false)} />
    </StatusSuspense>
  )
}

'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useSyncExternalStore } from 'react'
import type { CartViewLine } from '@/lib/cart/types'
import type { Cart } from '@/lib/order-system/schemas/cart'
import styles from './line-extras.module.css'
import { unavailableNoticeStore as store } from './unavailable-notice-store'

/**
 * Reads every cart the tab receives, on any page, for the quantities the order system just reported
 * unavailable: it reports them once, and the buyer may be elsewhere then (docs/product/cart.md#unavailable-quantities).
 */
export function useRecordUnavailable(cart: Cart | null, ready: boolean): void {
  useEffect(() => {
    // Before the engine has the session's owner, an empty cart is no news.
    if (ready) store.record(cart)
  }, [cart, ready])
}

/** "2 articles ne sont plus disponibles" on the line, until the buyer says they have read it. */
export function UnavailableNotice({ line }: { line: CartViewLine }) {
  const t = useTranslations('cart.unavailable')
  const notices = useSyncExternalStore(store.subscribe, store.get, store.getServer)
  const lineId = line.line?.id
  const notice = lineId === undefined ? undefined : notices.shown[String(lineId)]
  if (lineId === undefined || !notice) return null
  return (
    <div role="status" className={styles.notice}>
      <p>{t('notice', { count: notice.count })}</p>
      <button type="button" className="button button--secondary" onClick={() => store.acknowledge(lineId)}>
        {t('acknowledge')}
      </button>
    </div>
  )
}

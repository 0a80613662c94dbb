'use client'

import { useTranslations } from 'next-intl'
import type { SyncStatus } from '@/lib/cart/types'
import styles from './cart-page.module.css'

/**
 * Why the cart is not reaching the order system, and that nothing is lost (docs/product/cart.md#sync: the order
 * system being down, or any other sync failure). The live region stays mounted so a banner that
 * appears later is announced.
 */
export function SyncBanners({ status, onRetry }: { status: SyncStatus; onRetry(): void }) {
  const t = useTranslations('cart.banners')
  const message = status.erpUnavailable ? t('erpUnavailable') : status.syncError ? t('syncError') : null
  return (
    <div role="status">
      {status.rejected.length > 0 && (
        <div className={styles.banner} data-testid="cart-rejected-banner">
          <p>{t('rejected', { count: status.rejected.length })}</p>
          <ul>
            {status.rejected.map((change, index) => (
              <li key={index}>
                {change.product?.name ?? t('rejectedProduct', { id: change.productId })}
                {change.product?.sku ? ` (${change.product.sku})` : ''}
                {change.message ? ` : ${change.message}` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {message && (
        <div className={styles.banner} data-testid="cart-sync-banner">
          <p>{message}</p>
          <button type="button" className="button button--secondary" onClick={onRetry} disabled={status.syncing}>
            {t('retry')}
          </button>
        </div>
      )}
    </div>
  )
}

'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import type { ReactNode } from 'react'
import { useCart } from './cart-provider'
import styles from './cart-badge.module.css'

/**
 * The header's cart link with its count (`linesCount`, docs/product/cart.md#lines). The count's box is always there, so the
 * header never moves when it arrives. The link's name is set whole ("Panier, 3 articles"): built from
 * its parts, browsers would put a space before the comma. While the order system is unavailable or the
 * cart could not be saved, the link says so on every page, and a mark shows on the count
 * (docs/product/cart.md#sync). With an `icon`, the compact header shows the icon and the count, the
 * word read by screen readers only.
 */
export function CartLink({ className, icon }: { className?: string; icon?: ReactNode }) {
  const t = useTranslations('cart.header')
  const { ready, snapshot } = useCart()
  const count = snapshot.view.linesCount
  const { erpUnavailable, syncError } = snapshot.status
  const syncState = !ready ? null : erpUnavailable ? 'unavailable' : syncError ? 'error' : null
  const stateLabel = syncState === 'unavailable' ? t('unavailable') : syncState === 'error' ? t('syncError') : ''
  return (
    <IntentLink
      href="/cart"
      className={className}
      aria-label={ready ? `${t('link')}${t('countLabel', { count })}${stateLabel}` : undefined}
      title={stateLabel ? stateLabel.replace(/^, /, '') : undefined}
    >
      {icon}
      {icon ? <span className="wide-label">{t('link')}</span> : t('link')}
      <span className={styles.badge} data-testid="cart-count">
        <span aria-hidden="true" className={styles.count} data-visible={ready && count > 0}>
          {ready && count > 0 ? count : ''}
        </span>
        {syncState && (
          <span aria-hidden="true" className={styles.syncState} data-sync-state={syncState}>
            !
          </span>
        )}
      </span>
    </IntentLink>
  )
}

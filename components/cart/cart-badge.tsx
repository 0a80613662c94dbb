'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { useCart } from './cart-provider'
import styles from './cart-badge.module.css'

/**
 * The header's cart link with its count (`linesCount`, docs/product/cart.md#lines). The count's box is always there, so the
 * header never moves when it arrives. The link's name is set whole ("Panier, 3 articles"): built from
 * its parts, browsers would put a space before the comma.
 */
export function CartLink({ className }: { className?: string }) {
  const t = useTranslations('cart.header')
  const { ready, snapshot } = useCart()
  const count = snapshot.view.linesCount
  return (
    <Link
      href="/cart"
      className={className}
      aria-label={ready ? `${t('link')}${t('countLabel', { count })}` : undefined}
    >
      {t('link')}
      <span className={styles.badge} data-testid="cart-count">
        <span aria-hidden="true" className={styles.count} data-visible={ready && count > 0}>
          {ready && count > 0 ? count : ''}
        </span>
      </span>
    </Link>
  )
}

'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'
import type { CSSProperties, ReactNode } from 'react'
import { CONTACT_OPTION } from '@/lib/cart/line-contact'
import type { CartViewLine } from '@/lib/cart/types'
import styles from './cart-line.module.css'
import { lineFigures, lineName, untaxedLabel } from './line-figures'
import { QuantityStepper } from './quantity-stepper'

interface Props {
  line: CartViewLine
  onQuantity(qty: number): void
  onRemove(): void
  className?: string
  style?: CSSProperties
  /** What some lines carry besides the product (the contact person, a stock notice), under its description. */
  children?: ReactNode
}

const IMAGE_SIZE = 80

/** Option values the order system passes through (taille, marquage…), as text; the contact person is said apart. */
function optionEntries(options: CartViewLine['options']): Array<[string, string]> {
  if (!options) return []
  return Object.entries(options).flatMap(([name, value]) =>
    name !== CONTACT_OPTION && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      ? [[name, String(value)]]
      : [],
  )
}

/** One line of the cart: what it is, what it costs, how many, and what stops it from being ordered. */
export function CartLineItem({ line, onQuantity, onRemove, className, style, children }: Props) {
  const t = useTranslations('cart.line')
  const name = lineName(line) ?? t('unknownProduct', { id: line.productId })
  const figures = lineFigures(line)
  const unavailable = line.line?.qty_unavailable ?? 0
  const obsolete = line.line?.confirmable === false
  const image = line.product?.image
  const href = line.product?.href
  const sku = line.product?.sku
  const stepperId = `qty-${line.key.replace(/[^\w-]/g, '_')}`
  const variant = [
    ...(sku ? [t('sku', { sku })] : []),
    ...optionEntries(line.options).map(([option, value]) => t('option', { name: option, value })),
  ]

  return (
    <li
      className={`${styles.line} ${className ?? ''}`}
      style={style}
      data-testid="cart-line"
      data-product-id={line.productId}
    >
      <div className={styles.picture}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the stored URL of the image service, already sized */}
        {image && <img src={image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" />}
      </div>

      <div className={styles.description}>
        <h3 className={styles.name}>{href ? <Link href={href}>{name}</Link> : name}</h3>
        {variant.length > 0 && <p className={`muted ${styles.variant}`}>{variant.join(' · ')}</p>}
        <ul className={styles.badges}>
          {line.hasPendingTransactions && <li className={styles.pending}>{t('pending')}</li>}
          {unavailable > 0 && <li className={styles.warning}>{t('unavailable', { count: unavailable })}</li>}
          {obsolete && <li className={styles.danger}>{t('obsolete')}</li>}
        </ul>
        {children}
      </div>

      {figures && (
        <dl className={styles.prices}>
          <div>
            <dt>{t('unitPrice')}</dt>
            <dd>{untaxedLabel(figures.unit)}</dd>
          </div>
          {figures.unitNet !== figures.unit && (
            <div>
              <dt>{t('unitPriceDiscounted')}</dt>
              <dd>{untaxedLabel(figures.unitNet)}</dd>
            </div>
          )}
          {figures.rate > 0 && (
            <div className={styles.discount}>
              <dt>{t('discount')}</dt>
              <dd>{t('discountRate', { rate: figures.rate })}</dd>
            </div>
          )}
        </dl>
      )}

      <div className={styles.quantity}>
        <QuantityStepper id={stepperId} label={t('quantityLabel', { name })} value={line.qty} onChange={onQuantity} />
      </div>

      {figures && (
        <dl className={styles.total}>
          <dt className="sr-only">{t('total')}</dt>
          <dd>{untaxedLabel(figures.total)}</dd>
        </dl>
      )}

      <button
        type="button"
        className={`button button--secondary ${styles.remove}`}
        aria-label={t('removeLabel', { name })}
        onClick={onRemove}
      >
        {t('remove')}
      </button>
    </li>
  )
}

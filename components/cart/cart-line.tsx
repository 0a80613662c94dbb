'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import type { CSSProperties, ReactNode } from 'react'
import { CONTACT_OPTION } from '@/lib/cart/line-contact'
import type { CartViewLine } from '@/lib/cart/types'
import styles from './cart-line.module.css'
import { formatRate } from '@/lib/format/number'
import { amountLabel, lineFigures, lineName } from './line-figures'
import { QuantityStepper } from './quantity-stepper'

interface Props {
  line: CartViewLine
  /** A press of − or +. */
  onStep(step: 1 | -1): void
  /** A typed quantity, and the one shown when typing began. */
  onType(qty: number, seen: number): void
  /** The remove button, with the quantity shown when it was pressed. */
  onRemove(seen: number): void
  /** The buyer sees prices with tax (`has_tax_included_price`): figures and labels are TTC. */
  taxIncluded?: boolean
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
export function CartLineItem({
  line,
  onStep,
  onType,
  onRemove,
  taxIncluded = false,
  className,
  style,
  children,
}: Props) {
  const t = useTranslations('cart.line')
  const onRequest = useTranslations('price')('onRequest')
  const name = lineName(line) ?? t('unknownProduct', { id: String(line.productId) })
  const figures = lineFigures(line, { taxIncluded })
  const tax = taxIncluded ? 'ttc' : 'ht'
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
        <h3 className={styles.name}>{href ? <IntentLink href={href}>{name}</IntentLink> : name}</h3>
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
            <dt>{t('unitPrice', { tax })}</dt>
            <dd>{amountLabel(figures.unit, onRequest)}</dd>
          </div>
          {figures.unitNet !== figures.unit && (
            <div>
              <dt>{t('unitPriceDiscounted', { tax })}</dt>
              <dd>{amountLabel(figures.unitNet, onRequest)}</dd>
            </div>
          )}
          {figures.rate > 0 && (
            <div className={styles.discount}>
              <dt>{t('discount')}</dt>
              <dd>{t('discountRate', { rate: formatRate(figures.rate) })}</dd>
            </div>
          )}
        </dl>
      )}

      <div className={styles.quantity}>
        <QuantityStepper
          id={stepperId}
          label={t('quantityLabel', { name })}
          value={line.qty}
          onStep={onStep}
          onType={onType}
        />
      </div>

      {figures && (
        <dl className={styles.total}>
          <dt className="sr-only">{t('total', { tax })}</dt>
          <dd>{amountLabel(figures.total, onRequest)}</dd>
        </dl>
      )}

      <button
        type="button"
        className={`button button--secondary ${styles.remove}`}
        aria-label={t('removeLabel', { name })}
        onClick={() => onRemove(line.qty)}
      >
        {t('remove')}
      </button>
    </li>
  )
}

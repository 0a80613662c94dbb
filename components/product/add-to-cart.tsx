'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useState, type FormEvent } from 'react'
import styles from '@/components/cart/add-to-cart.module.css'
import { SaveToList } from '@/components/lists/save-to-list'
import { useCart } from '@/components/cart/cart-provider'
import { useAddOutcome } from '@/components/cart/use-add-outcome'
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/analytics'
import type { ProductSummary } from '@/lib/cart/types'

interface Props {
  /** The selected variant's product id. */
  productId: number
  /** Kept with the line so it shows while the order system is out of reach. */
  product: ProductSummary
  /** False for an obsolete product: it stays visible but cannot be ordered. */
  sellable: boolean
}

const WHOLE = /^\d+$/

/**
 * Quantity and "Ajouter au panier" for the variant on screen. Visitors who are not signed in can
 * add too: the line is kept on this device and reaches their cart when they sign in. Beside the
 * button, the page says where the add stands, and calls it added only once the order system has it.
 * A signed-in buyer can also keep the variant and quantity in a shopping list.
 */
export function AddToCart({ productId, product, sellable }: Props) {
  const t = useTranslations('cart.addToCart')
  const tLists = useTranslations('saveToList')
  const { ready, add } = useCart()
  const outcome = useAddOutcome()
  const [quantity, setQuantity] = useState('1')
  const [error, setError] = useState<string | null>(null)
  const [added, setAdded] = useState(false)

  /** The typed quantity, or null once the buyer was told it is not one. */
  const readQuantity = (): number | null => {
    const text = quantity.trim()
    const qty = WHOLE.test(text) ? Number(text) : 0
    if (qty >= 1) return qty
    setError(t('invalidQuantity'))
    return null
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const qty = readQuantity()
    if (qty === null) return
    const result = add(productId, qty, undefined, product)
    if (!result.ok) {
      setError(t('failed'))
      return
    }
    setError(null)
    setAdded(true)
    outcome.track([productId], qty)
    trackEvent(ANALYTICS_EVENTS.addToCart, { product_id: productId, qty })
  }

  if (!sellable) return <p className={styles.notSellable}>{t('notSellable')}</p>

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="add-to-cart">
        <div className={styles.field}>
          <label htmlFor="add-to-cart-qty">{t('quantity')}</label>
          <input
            id="add-to-cart-qty"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={quantity}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'add-to-cart-error' : undefined}
            onChange={(event) => {
              setQuantity(event.target.value)
              setAdded(false)
            }}
          />
        </div>
        <button type="submit" className="button" disabled={!ready}>
          {t('submit')}
        </button>
        {error && (
          <p id="add-to-cart-error" role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <p role="status" className={styles.added}>
          {added && outcome.sentence && (
            <>
              {outcome.sentence} <IntentLink href="/cart">{t('viewCart')}</IntentLink>
            </>
          )}
        </p>
      </form>
      <SaveToList
        label={tLists('open')}
        items={() => {
          const qty = readQuantity()
          if (qty === null) return null
          setError(null)
          return [{ product_id: productId, quantity: qty }]
        }}
      />
    </>
  )
}

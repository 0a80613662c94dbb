import { useTranslations } from 'next-intl'
import type { Carrier } from '@/lib/order-system/schemas/carrier'
import { formatPrice } from '@/lib/price/format'
import styles from './checkout.module.css'

interface Props {
  carriers: Carrier[]
  selectedId: number | null
  onSelect(carrier: Carrier): void
}

/** The carriers that can ship this cart, each with its price for it (untaxed) and what it promises. */
export function CarrierChoice({ carriers, selectedId, onSelect }: Props) {
  const t = useTranslations('checkout.carriers')
  const priceOf = (carrier: Carrier) => {
    const price = carrier.price_applied_to_cart
    if (price === null) return null
    return price === 0 ? t('free') : t('price', { price: formatPrice(price) })
  }
  return (
    <fieldset className={styles.choices}>
      <legend>{t('legend')}</legend>
      <ul className={styles.options}>
        {carriers.map((carrier) => {
          const id = `carrier-${carrier.id}`
          const price = priceOf(carrier)
          return (
            <li key={carrier.id} className={styles.option}>
              <input
                type="radio"
                id={id}
                name="carrier"
                value={carrier.id}
                checked={selectedId === carrier.id}
                aria-describedby={carrier.description ? `${id}-text` : undefined}
                onChange={() => onSelect(carrier)}
              />
              <label htmlFor={id}>
                <span>{carrier.name}</span> {price && <span>{price}</span>}
              </label>
              {carrier.description && (
                <p id={`${id}-text`} className={styles.detail}>
                  {carrier.description}
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

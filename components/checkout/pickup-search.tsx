import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useShopServer } from '@/components/auth/session-provider'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import type { PickupPoint } from '@/lib/order-system/schemas/carrier'
import type { Pickup } from '@/lib/shop-server/schemas/pickup'
import { addressText } from './address-text'
import styles from './checkout.module.css'
import { useDebouncedValue } from './use-debounced-value'

/** Long enough for a word typed at ordinary speed to send one search. */
export const PICKUP_SEARCH_DELAY_MS = 300

interface Props {
  carrierId: number
  /** The relay point the cart is delivered to, if one was chosen. */
  selected: PickupPoint | null
  onSelect(pickup: Pickup): void
}

/** A drop-off carrier's relay points, searched by name, town or postcode (`delivery_pickups`). */
export function PickupSearch({ carrierId, selected, onSelect }: Props) {
  const t = useTranslations('checkout.pickup')
  const shopServer = useShopServer()
  const inputId = useId()
  const [text, setText] = useState('')
  const name = useDebouncedValue(text.trim(), PICKUP_SEARCH_DELAY_MS)
  const results = useQuery({
    queryKey: [...QUERY_KEYS.cart, 'checkout', 'pickups', carrierId, name],
    queryFn: async () => {
      const result = await shopServer.deliveryPickups(carrierId, name || undefined)
      if (!result.ok) throw new Error(result.error.message)
      return result.data
    },
    placeholderData: keepPreviousData,
  })
  const isChosen = (pickup: Pickup) =>
    selected !== null && selected.carrier_id === pickup.carrier_id && selected.code === pickup.code

  let status = ''
  if (results.isFetching) status = t('searching')
  else if (results.data) status = t('results', { count: results.data.length })

  return (
    <div>
      {selected && <p className={styles.success}>{t('chosen', { name: selected.name, city: selected.city })}</p>}
      <div className={styles.search}>
        <label htmlFor={inputId}>{t('search')}</label>
        <input
          id={inputId}
          type="search"
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {/* Always mounted: screen readers only announce changes to a live region they already know. */}
      <p role="status" className={styles.note}>
        {status}
      </p>
      {results.isError && (
        <p role="alert" className={styles.alert}>
          {t('loadFailed')}
        </p>
      )}
      {results.data && results.data.length > 0 && (
        <fieldset className={styles.choices}>
          <legend>{t('legend')}</legend>
          <ul className={styles.options}>
            {results.data.map((pickup) => {
              const id = `${inputId}-${pickup.id}`
              return (
                <li key={pickup.id} className={styles.option}>
                  <input
                    type="radio"
                    id={id}
                    name="pickup"
                    value={pickup.code}
                    checked={isChosen(pickup)}
                    aria-describedby={`${id}-text`}
                    onChange={() => onSelect(pickup)}
                  />
                  <label htmlFor={id}>{pickup.name}</label>
                  <p id={`${id}-text`} className={styles.detail}>
                    {addressText(pickup)}
                  </p>
                </li>
              )
            })}
          </ul>
        </fieldset>
      )}
    </div>
  )
}

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { isValidAddress } from '@/lib/shop-server/address-rules'
import type { Address } from '@/lib/shop-server/schemas/address'
import { addressText } from './address-text'
import styles from './checkout.module.css'

export interface AddressOption {
  address: Address
  /** Why this address is offered in a list that is not its own (an invoicing address to deliver to). */
  tag?: string
}

interface Props {
  /** The radio group's name; also prefixes the ids. */
  name: string
  legend: string
  options: AddressOption[]
  selectedId: number | null
  onSelect(id: number): void
  children?: ReactNode
}

/**
 * One radio per address (docs/product/checkout.md#addresses). An incomplete address stays listed, so the buyer sees why it cannot
 * be used, but its radio is disabled and says what is missing.
 */
export function AddressChoice({ name, legend, options, selectedId, onSelect, children }: Props) {
  const t = useTranslations('checkout.addresses')
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {children}
      {options.length === 0 ? (
        <p className={styles.note}>{t('none')}</p>
      ) : (
        <ul className={styles.options}>
          {options.map(({ address, tag }) => {
            const id = `${name}-${address.id}`
            const valid = isValidAddress(address)
            return (
              <li key={address.id} className={styles.option}>
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={address.id}
                  checked={selectedId === address.id}
                  disabled={!valid}
                  aria-describedby={valid ? `${id}-text` : `${id}-text ${id}-invalid`}
                  onChange={() => onSelect(address.id)}
                />
                <label htmlFor={id}>
                  <span>{address.name?.trim() || t('unnamed')}</span>{' '}
                  {address.is_dropoff_site && <span className={styles.tag}>{t('dropoff')}</span>}{' '}
                  {tag && <span className={styles.tag}>{tag}</span>}
                </label>
                <p id={`${id}-text`} className={styles.detail}>
                  {addressText(address)}
                </p>
                {!valid && (
                  <p id={`${id}-invalid`} className={styles.invalid}>
                    {t('incomplete')}
                  </p>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </fieldset>
  )
}

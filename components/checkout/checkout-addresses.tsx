import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useShopServer } from '@/components/auth/session-provider'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import { sameAddress } from '@/lib/checkout/rules'
import type { Cart } from '@/lib/order-system/schemas/cart'
import type { AddressType } from '@/lib/shop-server/paths'
import { AddressChoice, type AddressOption } from './address-choice'
import styles from './checkout.module.css'

const ADDRESSES_QUERY_KEY = [...QUERY_KEYS.cart, 'checkout', 'addresses'] as const

interface Props {
  cart: Cart
  /** A drop-off carrier delivers to the relay point chosen with it, not to one of the buyer's addresses. */
  deliveryToPickup: boolean
  /** The choice being saved (or waiting to be) per address, shown as made until the cart comes back. */
  pending: Record<AddressType, number | null>
  onSelect(type: AddressType, id: number): void
}

/** The buyer's invoicing and delivery addresses (docs/product/checkout.md#addresses), each chosen from the address book. */
export function CheckoutAddresses({ cart, deliveryToPickup, pending, onSelect }: Props) {
  const t = useTranslations('checkout.addresses')
  const tb = useTranslations('btn')
  const shopServer = useShopServer()
  const book = useQuery({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: async () => {
      const [invoicing, delivery] = await Promise.all([
        shopServer.addresses('invoicing'),
        shopServer.addresses('delivery'),
      ])
      if (!invoicing.ok) throw new Error(invoicing.error.message)
      if (!delivery.ok) throw new Error(delivery.error.message)
      return { invoicing: invoicing.data, delivery: delivery.data }
    },
  })

  if (book.isPending) return <p role="status">{t('loading')}</p>
  if (book.isError) {
    return (
      <div role="alert" className={styles.alert}>
        <p>{t('loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void book.refetch()}>
          {tb('retry')}
        </button>
      </div>
    )
  }

  const selected = (type: AddressType) => pending[type] ?? cart[type].address?.id ?? null
  const invoicingOptions: AddressOption[] = book.data.invoicing.map((address) => ({ address }))
  // Goods may go to the invoicing address too: it is offered after the delivery addresses, marked as such.
  const deliveryIds = new Set(book.data.delivery.map((address) => address.id))
  const deliveryOptions: AddressOption[] = [
    ...book.data.delivery.map((address) => ({ address })),
    ...book.data.invoicing
      .filter((address) => !deliveryIds.has(address.id))
      .map((address) => ({ address, tag: t('invoicingTag') })),
  ]

  return (
    <>
      <AddressChoice
        name="invoicing-address"
        legend={t('invoicing')}
        options={invoicingOptions}
        selectedId={selected('invoicing')}
        onSelect={(id) => onSelect('invoicing', id)}
      />
      {deliveryToPickup ? (
        <div className={styles.choices}>
          <p>
            <strong>{t('delivery')}</strong>
          </p>
          <p className={styles.note}>{t('viaPickup')}</p>
        </div>
      ) : (
        <AddressChoice
          name="delivery-address"
          legend={t('delivery')}
          options={deliveryOptions}
          selectedId={selected('delivery')}
          onSelect={(id) => onSelect('delivery', id)}
        >
          {sameAddress(cart.invoicing.address, cart.delivery.address) && <p className={styles.note}>{t('same')}</p>}
        </AddressChoice>
      )}
      <p>
        <IntentLink href="/account/addresses">{t('add')}</IntentLink>
      </p>
    </>
  )
}

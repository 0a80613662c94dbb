'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useCustomer } from '@/components/auth/session-provider'
import { useCart } from '@/components/cart/cart-provider'
import { checkoutMode, needsPickup } from '@/lib/checkout/rules'
import { latestChoice } from '@/lib/checkout/choice-queue'
import type { AddressType } from '@/lib/shop-server/paths'
import { BlockerList } from './blocker-list'
import { checkoutBlockers } from './blockers'
import { CarrierChoice } from './carrier-choice'
import { CartSummary } from './cart-summary'
import { CheckoutAddresses } from './checkout-addresses'
import styles from './checkout.module.css'
import { PaymentChoice } from './payment-choice'
import { PickupSearch } from './pickup-search'
import { RequestAction } from './request-action'
import { useCarriers } from './use-carriers'
import { useCartChanges, type CartChange } from './use-cart-changes'
import { DelayedStatus } from '@/components/layout/delayed-status'

export type PaymentError = 'failed' | 'cancelled'

/**
 * The checkout (docs/product/checkout.md): addresses, shipping, then the way out of the cart that fits it: an order
 * (paid online or on invoice), a request to the manager, or a quotation request.
 */
export function CheckoutPage({ paymentError }: { paymentError: PaymentError | null }) {
  const t = useTranslations('checkout')
  const tb = useTranslations('btn')
  const router = useRouter()
  const customer = useCustomer()
  const { ready, snapshot, setServerCart } = useCart()
  const [leaving, setLeaving] = useState(false)
  const cart = snapshot.view.cart
  const mode = cart && customer ? checkoutMode(cart, customer) : 'confirm'
  const carriers = useCarriers(cart, ready && mode === 'confirm')

  const { state: changes, choose } = useCartChanges()
  // A choice being saved, or waiting to be, shows as made until the cart comes back with it.
  const pendingAddress = (type: AddressType) => {
    const change = latestChoice(changes, (c) => c.kind === 'address' && c.type === type)
    return change?.kind === 'address' ? change.id : null
  }
  const pendingCarrier = latestChoice(changes, (c) => c.kind === 'carrier')
  const pendingPickup = latestChoice(changes, (c) => c.kind === 'pickup')
  const failedStep = changes.failed?.choice.kind ?? null
  const failure = changes.failed?.error instanceof Error ? changes.failed.error.message : t('genericError')

  const leave = (path: string) => {
    setLeaving(true)
    setServerCart(null)
    router.replace(path)
  }

  if (leaving) return <p role="status">{t('leaving')}</p>
  if (!ready || !customer) return <DelayedStatus>{t('loading')}</DelayedStatus>

  const { view } = snapshot
  const banner = paymentError && (
    <p role="alert" className={styles.alert}>
      {t(`paymentError.${paymentError}`)}
    </p>
  )
  if (view.lines.length === 0) {
    return (
      <>
        {banner}
        <p>{t('empty')}</p>
        <p>
          <IntentLink href="/">{t('browse')}</IntentLink>
        </p>
      </>
    )
  }

  const blockers = checkoutBlockers({ snapshot, mode, carriers: carriers.data, choiceSaving: changes.sending !== null })
  const carrier = cart?.delivery.selected_carrier ?? null
  const stepFailure = (kinds: CartChange['kind'][]) =>
    failedStep && kinds.includes(failedStep) ? (
      <p role="alert" className={styles.alert}>
        {failure}
      </p>
    ) : null

  return (
    <>
      {banner}
      <p role="status" className="sr-only">
        {changes.sending ? t('saving') : ''}
      </p>
      <div className={styles.layout}>
        <div className={styles.steps}>
          {cart ? (
            <>
              <section className={styles.step} aria-labelledby="checkout-addresses">
                <h2 id="checkout-addresses">{t('steps.addresses')}</h2>
                {stepFailure(['address'])}
                <CheckoutAddresses
                  cart={cart}
                  deliveryToPickup={mode === 'confirm' && needsPickup(carrier)}
                  pending={{ invoicing: pendingAddress('invoicing'), delivery: pendingAddress('delivery') }}
                  onSelect={(type, id) => choose({ kind: 'address', type, id })}
                />
              </section>
              <section className={styles.step} aria-labelledby="checkout-delivery">
                <h2 id="checkout-delivery">{t('steps.delivery')}</h2>
                {mode === 'confirm' ? (
                  <>
                    {stepFailure(['carrier', 'pickup'])}
                    {carriers.isPending && <p role="status">{t('carriers.loading')}</p>}
                    {carriers.isError && (
                      <div role="alert" className={styles.alert}>
                        <p>{t('carriers.loadFailed')}</p>
                        <button
                          type="button"
                          className="button button--secondary"
                          onClick={() => void carriers.refetch()}
                        >
                          {tb('retry')}
                        </button>
                      </div>
                    )}
                    {carriers.data?.length === 0 && <p className={styles.note}>{t('carriers.none')}</p>}
                    {carriers.data && carriers.data.length > 0 && (
                      <CarrierChoice
                        carriers={carriers.data}
                        selectedId={
                          pendingCarrier?.kind === 'carrier' ? pendingCarrier.carrierId : (carrier?.id ?? null)
                        }
                        onSelect={(chosen) => choose({ kind: 'carrier', carrierId: chosen.id })}
                      />
                    )}
                    {carrier && needsPickup(carrier) && (
                      <PickupSearch
                        carrierId={carrier.id}
                        selected={pendingPickup?.kind === 'pickup' ? pendingPickup.pickup : cart.delivery.pickup}
                        onSelect={(pickup) => choose({ kind: 'pickup', pickup })}
                      />
                    )}
                  </>
                ) : (
                  <p className={styles.note}>{t(mode === 'request' ? 'carriers.byManager' : 'carriers.bySeller')}</p>
                )}
              </section>
              <section className={styles.step} aria-labelledby="checkout-action">
                <h2 id="checkout-action">{t(mode === 'confirm' ? 'steps.payment' : 'steps.send')}</h2>
                {mode === 'confirm' ? (
                  <PaymentChoice cart={cart} blockers={blockers} onDone={leave} />
                ) : (
                  <RequestAction mode={mode} cart={cart} blockers={blockers} onDone={leave} />
                )}
              </section>
            </>
          ) : (
            <section className={styles.step}>
              <BlockerList id="checkout-blockers" blockers={blockers} />
            </section>
          )}
        </div>
        <CartSummary view={view} taxIncluded={customer.has_tax_included_price} />
      </div>
    </>
  )
}

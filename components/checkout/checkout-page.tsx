'use client'

import { useMutation } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { useCustomer, useOrderSystem } from '@/components/auth/session-provider'
import { useCart } from '@/components/cart/cart-provider'
import { checkoutMode, needsPickup } from '@/lib/checkout/rules'
import type { Result } from '@/lib/http/result'
import { serverMessage } from '@/lib/order-system/errors'
import type { Cart } from '@/lib/order-system/schemas/cart'
import type { AddressType } from '@/lib/shop-server/paths'
import type { Pickup } from '@/lib/shop-server/schemas/pickup'
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
import { DelayedStatus } from '@/components/layout/delayed-status'

/** A choice that changes the cart on the order system, which answers the whole cart. */
type CartChange =
  | { kind: 'address'; type: AddressType; id: number }
  | { kind: 'carrier'; carrierId: number }
  | { kind: 'pickup'; pickup: Pickup }

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
  const orderSystem = useOrderSystem()
  const { ready, snapshot, setServerCart } = useCart()
  const [leaving, setLeaving] = useState(false)
  const cart = snapshot.view.cart
  const mode = cart && customer ? checkoutMode(cart, customer) : 'confirm'
  const carriers = useCarriers(cart, ready && mode === 'confirm')

  const changing = useRef(false)
  const change = useMutation({
    mutationFn: async (step: CartChange) => {
      let result: Result<Cart>
      if (step.kind === 'address') result = await orderSystem.cartUpdate({ [step.type]: { address_id: step.id } })
      else if (step.kind === 'carrier') result = await orderSystem.cartSetCarrier(step.carrierId)
      else if (step.pickup.is_public) result = await orderSystem.cartSetPublicDeliveryPickup(step.pickup)
      else result = await orderSystem.cartSetPickup(step.pickup.code)
      if (!result.ok) throw new Error(serverMessage(result.error) ?? t('genericError'))
      return result.data
    },
    onSuccess: (updated) => setServerCart(updated),
    onSettled: () => {
      changing.current = false
    },
  })
  // One change at a time: each answer is the whole cart, and a late answer must not undo a newer choice.
  const select = (step: CartChange) => {
    if (changing.current) return
    changing.current = true
    change.mutate(step)
  }
  const pendingStep = change.isPending ? change.variables : undefined
  const failedStep = change.isError ? change.variables.kind : null

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
          <Link href="/">{t('browse')}</Link>
        </p>
      </>
    )
  }

  const blockers = checkoutBlockers({ snapshot, mode, carriers: carriers.data })
  const carrier = cart?.delivery.selected_carrier ?? null
  const stepFailure = (kinds: CartChange['kind'][]) =>
    failedStep && kinds.includes(failedStep) ? (
      <p role="alert" className={styles.alert}>
        {change.error?.message}
      </p>
    ) : null

  return (
    <>
      {banner}
      <p role="status" className="sr-only">
        {change.isPending ? t('saving') : ''}
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
                  pending={pendingStep?.kind === 'address' ? { type: pendingStep.type, id: pendingStep.id } : null}
                  onSelect={(type, id) => select({ kind: 'address', type, id })}
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
                        selectedId={pendingStep?.kind === 'carrier' ? pendingStep.carrierId : (carrier?.id ?? null)}
                        onSelect={(chosen) => select({ kind: 'carrier', carrierId: chosen.id })}
                      />
                    )}
                    {carrier && needsPickup(carrier) && (
                      <PickupSearch
                        carrierId={carrier.id}
                        selected={cart.delivery.pickup}
                        onSelect={(pickup) => select({ kind: 'pickup', pickup })}
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
        <CartSummary view={view} />
      </div>
    </>
  )
}

'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useAccountQuery } from '@/components/account/use-account-query'
import forms from '@/components/auth/forms.module.css'
import { useOrderSystem, useShopServer } from '@/components/auth/session-provider'
import { parseHtmlWithDomParser } from '@/lib/checkout/payment-form'
import { submitPaymentForm } from '@/components/checkout/submit-payment-form'
import { startRedirectPayment } from '@/lib/checkout/redirect-payment'
import { paymentReturnUrl } from '@/lib/checkout/payment-return-url'
import { serverMessage } from '@/lib/order-system/errors'
import type { Quotation } from '@/lib/order-system/schemas/quotation'
import { formatPrice } from '@/lib/price/format'
import styles from './quotations.module.css'

type Phase = 'idle' | 'sending' | 'leaving'

/**
 * Paying a priced quotation online, as the checkout pays a cart: the quotation's payable, the shop
 * server's methods for it, then a redirect-flow transaction whose provider form is rebuilt from what
 * lib/checkout/payment-form.ts reads in its HTML, never inserted. The provider sends the buyer back
 * to this quotation's page with `?status=`.
 */
export function QuotationPayment({ quotation }: { quotation: Quotation }) {
  const t = useTranslations('quotations.pay')
  const tl = useTranslations('accountList')
  const orderSystem = useOrderSystem()
  const shopServer = useShopServer()
  const id = useId()
  const [choice, setChoice] = useState<number | null>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  // A ref, not state: a second click in the same frame must see the first one.
  const inFlight = useRef(false)
  const leavingForm = useRef<HTMLFormElement | null>(null)

  // The payable carries the amount, so a changed total asks for the methods again.
  const methods = useAccountQuery(['quotation-payment-methods', quotation.id, quotation.amount.total], async () => {
    const payable = await orderSystem.quotationPayable(quotation.id)
    return payable.ok ? shopServer.paymentMethods(payable.data.payable) : payable
  })
  const providers = methods.data?.providers ?? []
  const chosen = choice ?? providers[0]?.id ?? null

  // Back from the provider's page, the browser may restore this page as it was left: ready to pay again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      leavingForm.current?.remove()
      inFlight.current = false
      setPhase('idle')
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  async function pay(providerId: number): Promise<string | null> {
    const payment = await startRedirectPayment({
      payable: () => orderSystem.quotationPayable(quotation.id),
      transaction: (request) => shopServer.paymentTransaction(request),
      parseHtml: parseHtmlWithDomParser,
      providerId,
      returnUrl: paymentReturnUrl(window.location.origin, `/account/quotations/${quotation.id}`),
    })
    if (!payment.ok && payment.kind === 'refused') return serverMessage(payment.error) ?? t('failed')
    if (!payment.ok) {
      console.error(`[paiement] formulaire du prestataire refusé (${payment.reference}) : ${payment.reason}`)
      return t('badForm')
    }
    const form = submitPaymentForm(payment.form)
    if (!form) return t('badForm')
    setPhase('leaving')
    leavingForm.current = form
    return null
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (inFlight.current || chosen === null) return
    inFlight.current = true
    setPhase('sending')
    setFailure(null)
    const refused = await pay(chosen)
    // Without a refusal the page is being left: the button stays disabled.
    if (refused === null) return
    setFailure(refused)
    setPhase('idle')
    inFlight.current = false
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`} className={styles.subheading}>
        {t('heading')}
      </h2>
      <p className="muted">{t('intro')}</p>
      {methods.isPending && <p role="status">{t('loading')}</p>}
      {methods.isError && (
        <div role="alert" className={styles.failure}>
          <p>{methods.error.message || t('loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void methods.refetch()}>
            {tl('retry')}
          </button>
        </div>
      )}
      {methods.data && providers.length === 0 && <p>{t('none')}</p>}
      {providers.length > 0 && (
        <form onSubmit={(event) => void submit(event)}>
          <fieldset className={styles.choices}>
            <legend>{t('legend')}</legend>
            {providers.map((provider) => {
              const inputId = `${id}-provider-${provider.id}`
              return (
                <div key={provider.id} className={styles.choice}>
                  <input
                    type="radio"
                    id={inputId}
                    name="provider"
                    checked={chosen === provider.id}
                    onChange={() => setChoice(provider.id)}
                  />
                  <label htmlFor={inputId}>
                    {provider.name} {provider.state === 'test' && <span className={styles.tag}>{t('test')}</span>}
                  </label>
                </div>
              )
            })}
          </fieldset>
          {failure && (
            <p role="alert" className={forms.alert}>
              {failure}
            </p>
          )}
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={chosen === null || phase !== 'idle'}>
              {t('submit', { amount: formatPrice(methods.data?.amount ?? quotation.amount.total) })}
            </button>
            <p role="status">{phase === 'leaving' ? t('redirecting') : phase === 'sending' ? t('sending') : ''}</p>
          </div>
        </form>
      )}
    </section>
  )
}

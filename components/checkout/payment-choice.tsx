import { useQuery } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useOrderSystem, useShopServer } from '@/components/auth/session-provider'
import { QUERY_KEYS } from '@/lib/auth/query-keys'
import { parseHtmlWithDomParser } from '@/lib/checkout/payment-form'
import { submitPaymentForm } from '@/components/checkout/submit-payment-form'
import { startRedirectPayment } from '@/lib/checkout/redirect-payment'
import { paymentReturnUrl } from '@/lib/checkout/payment-return-url'
import type { HttpError } from '@/lib/http/result'
import { serverMessage } from '@/lib/order-system/errors'
import type { Cart } from '@/lib/order-system/schemas/cart'
import { formatPrice } from '@/lib/price/format'
import type { PaymentProvider } from '@/lib/shop-server/schemas/payment'
import { BlockerList } from './blocker-list'
import type { Blocker } from './blockers'
import styles from './checkout.module.css'

const OFFLINE = 'offline'
type Choice = number | typeof OFFLINE

interface Props {
  cart: Cart
  blockers: Blocker[]
  /** The order is placed without paying online: the page clears the cart and goes to `path`. */
  onDone(path: string): void
}

type Phase = 'idle' | 'sending' | 'leaving'

/** Only inline images: the page's policy allows no other image origin, and an icon must not call out. */
const isInlineImage = (src: string | null): src is string => src !== null && src.startsWith('data:image/')

function ProviderIcons({ provider }: { provider: PaymentProvider }) {
  // An icon with neither an inline image nor a name (upstream allows both to be empty) has nothing to show.
  const icons = provider.payment_icons
    .filter((icon) => isInlineImage(icon.image) || icon.name)
    .sort((a, b) => (a.sequence ?? Infinity) - (b.sequence ?? Infinity))
  if (icons.length === 0) return null
  return (
    <ul className={styles.icons}>
      {icons.map((icon, index) => (
        <li key={index}>
          {isInlineImage(icon.image) ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data: URL, nothing for an image optimiser to fetch
            <img src={icon.image} alt={icon.name ?? ''} />
          ) : (
            icon.name
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * Paying the cart: online through a provider's page (`payment/transactions`, redirect flow), or
 * confirming it to be settled on invoice (`carts/{id}/confirm`). The provider's form is rebuilt from
 * what lib/checkout/payment-form.ts reads in its HTML, never inserted as HTML.
 */
export function PaymentChoice({ cart, blockers, onDone }: Props) {
  const t = useTranslations('checkout')
  const tb = useTranslations('btn')
  const orderSystem = useOrderSystem()
  const shopServer = useShopServer()
  const ready = blockers.length === 0
  const [choice, setChoice] = useState<Choice | null>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  // A ref, not state: a second click in the same frame must see the first one.
  const inFlight = useRef(false)
  const leavingForm = useRef<HTMLFormElement | null>(null)
  const blockersId = 'checkout-payment-blockers'

  // The payable carries the amount, so a changed total asks for the methods again.
  const methods = useQuery({
    queryKey: [...QUERY_KEYS.cart, 'checkout', 'payment-methods', cart.uuid, cart.amount.total],
    enabled: ready,
    queryFn: async () => {
      const payable = await orderSystem.cartPayable()
      if (!payable.ok) throw new Error(serverMessage(payable.error) ?? t('payment.loadFailed'))
      const result = await shopServer.paymentMethods(payable.data.payable)
      if (!result.ok) throw new Error(serverMessage(result.error) ?? t('payment.loadFailed'))
      return result.data
    },
  })
  const providers = methods.data?.providers ?? []
  // The first provider is preselected; without any, paying on invoice is the one way left.
  const chosen: Choice | null = choice ?? providers[0]?.id ?? (methods.isSuccess ? OFFLINE : null)

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

  const refused = (error: HttpError) => ({ ok: false as const, message: serverMessage(error) ?? t('genericError') })

  async function confirmOffline() {
    const result = await orderSystem.cartConfirm(cart.id)
    if (!result.ok) return refused(result.error)
    onDone(`/checkout/validated?${new URLSearchParams({ ref: result.data.name }).toString()}`)
    return { ok: true as const }
  }

  async function payOnline(providerId: number) {
    const payment = await startRedirectPayment({
      payable: () => orderSystem.cartPayable(),
      transaction: (request) => shopServer.paymentTransaction(request),
      parseHtml: parseHtmlWithDomParser,
      providerId,
      returnUrl: paymentReturnUrl(window.location.origin),
    })
    if (!payment.ok && payment.kind === 'refused') return refused(payment.error)
    if (!payment.ok) {
      console.error(`[paiement] formulaire du prestataire refusé (${payment.reference}) : ${payment.reason}`)
      return { ok: false as const, message: t('payment.badForm') }
    }
    const form = submitPaymentForm(payment.form)
    if (!form) return { ok: false as const, message: t('payment.badForm') }
    setPhase('leaving')
    leavingForm.current = form
    return { ok: true as const }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (inFlight.current || !ready || chosen === null) return
    inFlight.current = true
    setPhase('sending')
    setFailure(null)
    const outcome = chosen === OFFLINE ? await confirmOffline() : await payOnline(chosen)
    // On success the page is being left: the button stays disabled.
    if (outcome.ok) return
    setFailure(outcome.message)
    setPhase('idle')
    inFlight.current = false
  }

  let label = t('payment.pay')
  if (chosen === OFFLINE) label = t('payment.confirm')
  else if (methods.data) label = t('payment.payAmount', { amount: formatPrice(methods.data.amount) })

  return (
    <form onSubmit={(event) => void submit(event)}>
      {ready && (
        <fieldset className={styles.choices}>
          <legend>{t('payment.legend')}</legend>
          {methods.isPending && <p role="status">{t('payment.loading')}</p>}
          {methods.isError && (
            <div role="alert" className={styles.alert}>
              <p>{methods.error.message}</p>
              <button type="button" className="button button--secondary" onClick={() => void methods.refetch()}>
                {tb('retry')}
              </button>
            </div>
          )}
          <ul className={styles.options}>
            {providers.map((provider) => {
              const id = `payment-${provider.id}`
              return (
                <li key={provider.id} className={styles.option}>
                  <input
                    type="radio"
                    id={id}
                    name="payment"
                    checked={chosen === provider.id}
                    onChange={() => setChoice(provider.id)}
                  />
                  <label htmlFor={id}>
                    <span>{provider.name}</span>{' '}
                    {provider.state === 'test' && <span className={styles.tag}>{t('payment.test')}</span>}
                  </label>
                  <ProviderIcons provider={provider} />
                </li>
              )
            })}
            <li className={styles.option}>
              <input
                type="radio"
                id="payment-offline"
                name="payment"
                checked={chosen === OFFLINE}
                aria-describedby="payment-offline-text"
                onChange={() => setChoice(OFFLINE)}
              />
              <label htmlFor="payment-offline">{t('payment.offline')}</label>
              <p id="payment-offline-text" className={styles.detail}>
                {t('payment.offlineHint')}
              </p>
            </li>
          </ul>
        </fieldset>
      )}
      <BlockerList id={blockersId} blockers={blockers} />
      {failure && (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      )}
      <div className={styles.action}>
        <button
          type="submit"
          className="button"
          disabled={!ready || chosen === null || phase !== 'idle'}
          aria-describedby={ready ? undefined : blockersId}
        >
          {label}
        </button>
        <p role="status">
          {phase === 'leaving' ? t('payment.redirecting') : phase === 'sending' ? t('actions.sending') : ''}
        </p>
      </div>
    </form>
  )
}

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'
import { OrderValidated, type ValidatedOutcome } from '@/components/checkout/order-validated'
import { readPaymentReturn } from '@/lib/checkout/payment-return'

type Params = Record<string, string | string[] | undefined>
type Props = { searchParams: Promise<Params> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.checkoutValidated')
  return { title: t('title'), robots: { index: false } }
}

const first = (params: Params, name: string): string | null => {
  const value = params[name]
  return (Array.isArray(value) ? value[0] : value)?.trim() || null
}

/**
 * Reached after confirming without online payment (`?ref=` the order's name), or as the payment's
 * `frontend_redirect_url` (`?status=&reference=`). A payment that did not go through sends the buyer
 * back to the checkout, cart intact, where the banner says so.
 */
export default async function CheckoutValidatedRoute({ searchParams }: Props) {
  const params = await searchParams
  const payment = readPaymentReturn({ get: (name) => first(params, name) })
  if (payment.outcome === 'failed')
    redirect(`/checkout?payment=${payment.status === 'cancelled' ? 'cancelled' : 'failed'}`)
  const orderName = first(params, 'ref')
  let outcome: ValidatedOutcome = 'none'
  if (payment.outcome === 'pending') outcome = 'pending'
  else if (payment.outcome === 'validated' || orderName !== null) outcome = 'validated'

  const [page, t] = await Promise.all([
    getTranslations('pages.checkoutValidated'),
    getTranslations('checkout.validated'),
  ])
  const title = { validated: page('title'), pending: t('pendingTitle'), none: t('noneTitle') }[outcome]
  return (
    <>
      <h1>{title}</h1>
      <OrderValidated outcome={outcome} orderName={orderName} paymentReference={payment.reference} />
    </>
  )
}

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CheckoutPage, type PaymentError } from '@/components/checkout/checkout-page'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.checkout')
  return { title: t('title'), robots: { index: false } }
}

/** `?payment=` is set by the payment return page when the provider did not take the money. */
function paymentError(value: string | string[] | undefined): PaymentError | null {
  return value === 'failed' || value === 'cancelled' ? value : null
}

export default async function CheckoutRoute({ searchParams }: Props) {
  const { payment } = await searchParams
  const t = await getTranslations('pages.checkout')
  return (
    <>
      <h1>{t('title')}</h1>
      <CheckoutPage paymentError={paymentError(payment)} />
    </>
  )
}

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { RequestSent } from '@/components/checkout/request-sent'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.checkoutRequested')
  return { title: t('title'), robots: { index: false } }
}

/** Reached after the cart left as a quotation request, or (`?kind=request`) as a request to the manager. */
export default async function CheckoutRequestedRoute({ searchParams }: Props) {
  const { ref, kind } = await searchParams
  const reference = (typeof ref === 'string' && ref.trim()) || null
  const requestKind = kind === 'request' ? 'request' : 'quotation'
  const [page, t] = await Promise.all([
    getTranslations('pages.checkoutRequested'),
    getTranslations('checkout.requested'),
  ])
  return (
    <>
      <h1>{requestKind === 'request' ? t('requestTitle') : page('title')}</h1>
      <RequestSent kind={requestKind} reference={reference} />
    </>
  )
}

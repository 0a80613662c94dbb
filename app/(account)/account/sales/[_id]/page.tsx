import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { SaleDetail } from '@/components/account/sales/sale-detail'

type Props = { params: Promise<{ _id: string }> }

/** Order ids are whole numbers; anything else cannot be an order. */
async function saleId(params: Props['params']): Promise<number> {
  const { _id } = await params
  if (!/^\d{1,12}$/.test(_id)) notFound()
  return Number(_id)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await saleId(params)
  const t = await getTranslations('pages')
  return { title: t('sale.title'), robots: { index: false } }
}

/**
 * Whether the order is the buyer's is the order system's call, made in the browser with their session;
 * the heading names the order as the buyer knows it (S02406), once it is read.
 */
export default async function SalePage({ params }: Props) {
  return <SaleDetail id={await saleId(params)} />
}

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { LeadForm } from '@/components/leads/lead-form'
import { ProductSummary } from '@/components/leads/product-summary'
import { leadChoices } from '@/lib/leads/choices'
import { getSettings } from '@/lib/shop-server/server'
import { getSearch } from '@/lib/search'

type Props = { params: Promise<{ id: string }> }

/** A quote request is about one buyer's need: kept out of search engines. */
export async function generateMetadata(): Promise<Metadata> {
  const pages = await getTranslations('pages')
  return { title: pages('productContact.title'), robots: { index: false } }
}

/** The variant with this id (product ids are positive integers), or a 404. */
async function productOf(props: Props) {
  const { id } = await props.params
  if (!/^[1-9]\d{0,14}$/.test(id)) notFound()
  const wanted = Number(id)
  const hits = await getSearch().productsByIds([wanted])
  const product = hits.flatMap((hit) => [hit.product, ...hit.variants]).find((variant) => variant.id === wanted)
  if (!product) notFound()
  return product
}

/** `/product-contact/:id` (docs/product/content.md#product-quote-request): a quote request about one product, named with its sku. */
export default async function ProductContactPage(props: Props) {
  // Rendered on request, like /contact: the settings are read when the visitor asks.
  await connection()
  const [product, pages, t, settings] = await Promise.all([
    productOf(props),
    getTranslations('pages'),
    getTranslations('lead'),
    getSettings(),
  ])
  const quote = t('quoteSubject')
  // The id as text: ICU would group its digits ("10 001"), and whoever answers searches for it.
  const reference = t('product.reference', {
    name: product.name,
    sku: product.sku ?? t('product.noSku'),
    id: String(product.id),
  })
  return (
    <>
      <h1>{pages('productContact.title')}</h1>
      <ProductSummary product={product} />
      <p>{t('product.intro')}</p>
      <LeadForm
        choices={leadChoices(settings, { fallbackSubject: t('fallbackSubject'), preset: quote })}
        defaultSubject={quote}
        reference={reference}
      />
    </>
  )
}

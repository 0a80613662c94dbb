import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { NotFoundPage, notFoundMetadata } from '@/components/error/not-found-page'
import { LeadForm } from '@/components/leads/lead-form'
import { QuoteRequestProduct } from '@/components/leads/quote-request-product'
import { leadChoices } from '@/lib/leads/choices'
import { getSettings } from '@/lib/shop-server/server'
import { getSearch } from '@/lib/search'

type Props = { params: Promise<{ id: string }> }

// One render per product, kept a minute like the catalogue pages: the product and the settings
// (subjects, countries) are public, and a cached page is one whose 404 is real server HTML
// (components/error/not-found-page.tsx).
export const revalidate = 60
export const generateStaticParams = () => []

/** The variant with this id (product ids are positive integers), or null; one search per request. */
const productById = cache(async (id: string) => {
  if (!/^[1-9]\d{0,14}$/.test(id)) return null
  const wanted = Number(id)
  const hits = await getSearch().productsByIds([wanted])
  return hits.flatMap((hit) => [hit.product, ...hit.variants]).find((variant) => variant.id === wanted) ?? null
})

/** A quote request is about one buyer's need: kept out of search engines (docs/product/content.md#product-quote-request). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if (!(await productById((await params).id))) return notFoundMetadata()
  const pages = await getTranslations('pages')
  return { title: pages('productContact.title'), robots: { index: false } }
}

/** `/product-contact/:id`: a quote request about one product, named with its sku. */
export default async function ProductContactPage(props: Props) {
  const [product, pages, t, settings] = await Promise.all([
    productById((await props.params).id),
    getTranslations('pages'),
    getTranslations('lead'),
    getSettings(),
  ])
  if (!product) return <NotFoundPage />
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
      <QuoteRequestProduct product={product} />
      <p>{t('product.intro')}</p>
      <LeadForm
        choices={leadChoices(settings, { fallbackSubject: t('fallbackSubject'), preset: quote })}
        defaultSubject={quote}
        reference={reference}
      />
    </>
  )
}

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ProductView } from '@/components/product/product-view'
import { selectVariant } from '@/lib/catalogue/variants'
import { getSearch } from '@/lib/search'

type Props = { searchParams: Promise<{ sku?: string | string[] }> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.productTemplate')
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The product page template (docs/product/catalogue.md#routes), filled with the catalogue's first product, never indexed. */
export default async function ProductTemplatePage({ searchParams }: Props) {
  const [t, tp] = await Promise.all([getTranslations('pages.productTemplate'), getTranslations('product')])
  const search = getSearch()
  const first = (await search.searchProducts({ mode: 'listing', pageSize: 1 })).hits[0]
  const found = first ? await search.productByUrlKey(first.product.url_key) : null
  if (found?.kind !== 'found') {
    return (
      <>
        <h1>{t('title')}</h1>
        <p className="muted">{tp('templateNotice')}</p>
      </>
    )
  }
  const sku = (await searchParams).sku
  return (
    <>
      <p className="muted">{tp('templateNotice')}</p>
      <ProductView
        hit={found.value}
        selected={selectVariant(found.value, { sku: Array.isArray(sku) ? sku[0] : sku })}
      />
    </>
  )
}

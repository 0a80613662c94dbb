import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ProductView } from '@/components/product/product-view'
import { templateProduct } from '@/lib/catalogue/server'
import { selectVariant } from '@/lib/catalogue/variants'

type Props = { searchParams: Promise<{ sku?: string | string[] }> }

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.productTemplate')
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The product page template (docs/product/catalogue.md#routes), filled with the catalogue's first product, never indexed. */
export default async function ProductTemplatePage({ searchParams }: Props) {
  const [t, tp] = await Promise.all([getTranslations('pages.productTemplate'), getTranslations('product')])
  const product = await templateProduct()
  if (!product) {
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
      <ProductView hit={product} selected={selectVariant(product, { sku: Array.isArray(sku) ? sku[0] : sku })} />
    </>
  )
}

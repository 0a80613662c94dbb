import { getTranslations } from 'next-intl/server'
import { priceBand } from '@/lib/catalogue/facets'
import { formatPrice } from '@/lib/price/format'
import { FACETS, type VariantAxis } from '@/lib/search/constants'

/** The facets' titles in catalogue.facets: one per facet a listing shows. */
export type FacetTitle = 'brand' | VariantAxis | 'price' | 'priceTaxed' | 'availability' | 'market'

/** How a facet value reads, in the facet list and on its chip: brands and sizes as they are, prices as a band. */
export async function facetValueLabeller() {
  const t = await getTranslations('catalogue.facets')
  return (facet: string, key: string) => {
    if (facet === 'availability') return t('inStock')
    if (facet !== FACETS.price && facet !== FACETS.priceTaxed) return key
    const { from, to } = priceBand(key)
    if (from === undefined && to !== undefined) return t('priceBelow', { to: formatPrice(to) })
    if (to === undefined && from !== undefined) return t('priceAbove', { from: formatPrice(from) })
    return t('priceBetween', { from: formatPrice(from ?? 0), to: formatPrice(to ?? 0) })
  }
}

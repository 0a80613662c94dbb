import type { CategoryDocument, CategoryRef, ProductDocument } from '@/lib/search/documents'

/** docs/product/catalogue.md#product-links: a product link is its url_key plus `?sku=` naming the variant. */
export function productHref(product: Pick<ProductDocument, 'url_key' | 'sku'>): string {
  const path = `/${encodeURIComponent(product.url_key)}`
  return product.sku ? `${path}?sku=${encodeURIComponent(product.sku)}` : path
}

/** Universes (level 0) have their own route; every other category lives on the catch-all. */
export function categoryHref(category: Pick<CategoryDocument | CategoryRef, 'url_key' | 'level'>): string {
  const key = encodeURIComponent(category.url_key ?? '')
  return category.level === 0 ? `/univers/${key}` : `/${key}`
}

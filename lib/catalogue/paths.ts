import type { CategoryDocument, CategoryRef, ProductDocument } from '@/lib/search/documents'

/**
 * A product model's one indexable address, its url_key: every other address of the model names it as
 * canonical (docs/product/catalogue.md#product-links).
 */
export function productPagePath(product: Pick<ProductDocument, 'url_key'>): string {
  return `/${encodeURIComponent(product.url_key)}`
}

/** A link to a product: its page, with `?sku=` opening it on that variant. */
export function productHref(product: Pick<ProductDocument, 'url_key' | 'sku'>): string {
  const path = productPagePath(product)
  return product.sku ? `${path}?sku=${encodeURIComponent(product.sku)}` : path
}

/** Universes (level 0) have their own route; every other category lives on the catch-all. */
export function categoryHref(category: Pick<CategoryDocument | CategoryRef, 'url_key' | 'level'>): string {
  const key = encodeURIComponent(category.url_key ?? '')
  return category.level === 0 ? `/univers/${key}` : `/${key}`
}

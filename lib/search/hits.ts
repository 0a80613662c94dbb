import { type CategoryDocument, type ProductDocument } from './documents'
import { compareSizes } from './document-reads'
import { categoryHref, productHref } from './links'
import type { AutocompleteSuggestion, Bucket, ProductHit } from './types'

/** Result shaping shared by both adapters, so a page cannot tell which one answered. */

const sizeOf = (variant: ProductDocument) => String(variant.variant_attributes['taille'] ?? '')

/** Smallest size first, then by id, as a size selector lists them. */
export function compareVariants(a: ProductDocument, b: ProductDocument): number {
  return compareSizes(sizeOf(a), sizeOf(b)) || a.id - b.id
}

/**
 * One product from the variants found: the variant the link names, else the main variant, else the
 * first found (docs/product/search.md#lookups: main variants preferred).
 */
export function productHit(found: readonly ProductDocument[], preferSku?: string): ProductHit | null {
  const first = found[0]
  if (first === undefined) return null
  const product =
    (preferSku === undefined ? undefined : found.find((variant) => variant.sku === preferSku)) ??
    found.find((variant) => variant.main) ??
    first
  return { product, variants: [...found].sort(compareVariants) }
}

/** Sizes in size order, other axes as the French alphabet has them; empty buckets left out. */
export function orderBuckets(facet: string, buckets: Bucket[]): Bucket[] {
  const kept = buckets.filter((bucket) => bucket.count > 0)
  if (facet === 'taille') return kept.sort((a, b) => compareSizes(a.key, b.key))
  return kept
}

export function productSuggestion(hit: ProductHit): AutocompleteSuggestion {
  const { product } = hit
  const image = product.images[0]?.['small']?.src
  return {
    kind: 'product',
    label: product.model.name,
    href: productHref(product.url_key, product.sku),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(image ? { image } : {}),
  }
}

export function categorySuggestion(category: Pick<CategoryDocument, 'name' | 'url_key'>): AutocompleteSuggestion {
  return { kind: 'category', label: category.name, href: categoryHref(category.url_key) }
}

/** Categories take a third of the places, more when too few products match: buyers mostly look for products. */
export function mergeSuggestions(
  products: AutocompleteSuggestion[],
  categories: AutocompleteSuggestion[],
  size: number,
): AutocompleteSuggestion[] {
  const categoryCount = Math.min(categories.length, Math.max(Math.floor(size / 3), size - products.length))
  return [...products.slice(0, size - categoryCount), ...categories.slice(0, categoryCount)]
}

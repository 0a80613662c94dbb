import type { CategoryDocument, CategoryRef, ProductDocument } from '@/lib/search/documents'
import { categoryHref } from './paths'

export interface Crumb {
  name: string
  href: string
}

const crumb = (category: Pick<CategoryRef, 'name' | 'url_key' | 'level'>): Crumb => ({
  name: category.name,
  href: categoryHref(category),
})

/** A category's ancestors (nested nearest first in `parent`), root first, then the category itself. */
export function categoryTrail(category: Pick<CategoryDocument, 'name' | 'url_key' | 'level' | 'parent'>): Crumb[] {
  const ancestors: CategoryRef[] = []
  for (let parent = category.parent; parent; parent = parent.parent ?? null) ancestors.unshift(parent)
  return [...ancestors, category].filter((item) => item.url_key).map(crumb)
}

/**
 * The product's deepest category and its ancestors, root first. Products list every category of
 * their paths, each with its direct parent, so the chain is rebuilt from the list itself.
 */
export function productTrail(product: Pick<ProductDocument, 'categories'>): Crumb[] {
  const byId = new Map(product.categories.map((category) => [category.id, category]))
  const deepest = [...product.categories].sort((a, b) => b.level - a.level || a.id - b.id)[0]
  const chain: CategoryRef[] = []
  const seen = new Set<number>()
  for (let current: CategoryRef | null | undefined = deepest; current && !seen.has(current.id);) {
    seen.add(current.id)
    chain.unshift(current)
    current = current.parent ? (byId.get(current.parent.id) ?? current.parent) : null
  }
  return chain.filter((item) => item.url_key).map(crumb)
}

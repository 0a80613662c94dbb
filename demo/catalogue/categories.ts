import type { CategoryDocument, CategoryRef } from '../../lib/search/documents'
import { SHAPE_LABELS } from './illustrations'
import { imageName, imageSetFor } from './image-sets'
import type { createSlugRegistry } from './slug'
import { CATEGORY_TREE, type CategoryNode, type LeafSpec } from './taxonomy'

/** A category of the tree with everything products need to reference it. */
export interface Category {
  node: CategoryNode
  id: number
  level: number
  urlKey: string
  redirectUrlKeys: string[]
  sequence: number
  parent: Category | null
  children: Category[]
  /** Root first, this category last. */
  path: Category[]
  /** The level-0 ancestor. */
  universe: Category
}

export interface CategoryTree {
  all: Category[]
  leaves: (Category & { node: CategoryNode & { leaf: LeafSpec } })[]
  byKey: Map<string, Category>
}

const isLeaf = (category: Category): category is CategoryTree['leaves'][number] => category.node.leaf !== undefined

/** Numbers the tree depth-first (ids from 1) and claims every slug before any product does. */
export function buildCategoryTree(slugs: ReturnType<typeof createSlugRegistry>, tree = CATEGORY_TREE): CategoryTree {
  const all: Category[] = []
  const visit = (node: CategoryNode, parent: Category | null, index: number): Category => {
    const category: Category = {
      node,
      id: all.length + 1,
      level: parent ? parent.level + 1 : 0,
      urlKey: slugs.claim(node.key),
      redirectUrlKeys: node.oldSlug ? [slugs.claim(node.oldSlug)] : [],
      sequence: (index + 1) * 10,
      parent,
      children: [],
      path: [],
      universe: undefined as unknown as Category,
    }
    category.path = [...(parent?.path ?? []), category]
    category.universe = category.path[0] ?? category
    all.push(category)
    category.children = (node.children ?? []).map((child, i) => visit(child, category, i))
    return category
  }
  tree.forEach((node, i) => visit(node, null, i))
  return { all, leaves: all.filter(isLeaf), byKey: new Map(all.map((c) => [c.node.key, c])) }
}

/** A category with its ancestors nested as upstream does, `depth` parents deep. */
export function categoryRef(category: Category, depth = Number.POSITIVE_INFINITY): CategoryRef {
  return {
    id: category.id,
    name: category.node.name,
    level: category.level,
    url_key: category.urlKey,
    sequence: category.sequence,
    parent: category.parent && depth > 0 ? categoryRef(category.parent, depth - 1) : null,
  }
}

function descendantRefs(category: Category): CategoryRef[] {
  return category.children.map((child) => ({
    id: child.id,
    name: child.node.name,
    level: child.level,
    url_key: child.urlKey,
    sequence: child.sequence,
    childs: descendantRefs(child),
  }))
}

/** The leaf whose drawing illustrates a category. */
const firstLeaf = (category: Category): LeafSpec | undefined =>
  category.node.leaf ?? category.children.map(firstLeaf).find((leaf) => leaf !== undefined)

export const universeRef = (category: Category) => ({
  id: category.universe.id,
  name: category.universe.node.name,
  url_key: category.universe.urlKey,
})

export function categoryDocument(category: Category, cmsUrl: string): CategoryDocument {
  const { node } = category
  const leaf = firstLeaf(category)
  const colour = leaf?.colours[0]
  const childNames = category.children.map((child) => child.node.name.toLowerCase())
  const description =
    `<p>${node.intro}</p>` +
    (childNames.length > 0 ? `<p>Découvrez nos gammes : ${childNames.join(', ')}.</p>` : '') +
    '<p>Prix professionnels, devis sur demande pour les collectivités et livraison sur chantier.</p>'
  return {
    id: category.id,
    name: node.name,
    level: category.level,
    sequence: category.sequence,
    url_key: category.urlKey,
    redirect_url_key: category.redirectUrlKeys,
    subtitle: node.subtitle ?? null,
    short_description: node.intro,
    description,
    seo_title: `${node.name} pour les professionnels`,
    meta_keywords: [node.name, ...category.children.map((child) => child.node.name)].join(', '),
    meta_description: `${node.name} : ${node.intro} Prix professionnels et livraison rapide.`.slice(0, 255),
    parent: category.parent ? categoryRef(category.parent) : null,
    childs: descendantRefs(category),
    children: category.children.map((child) => child.id),
    images:
      leaf && colour
        ? [
            imageSetFor(
              cmsUrl,
              imageName(leaf.shape, colour),
              `${node.name} – ${SHAPE_LABELS[leaf.shape].toLowerCase()}`,
            ),
          ]
        : [],
    univers: [universeRef(category)],
  }
}

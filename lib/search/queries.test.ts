import type { estypes } from '@elastic/elasticsearch'
import { describe, expect, it } from 'vitest'
import { leaves, type Leaf } from './testing'
import { FACET_KEYS, FACETS, MAX_PAGE_SIZE, TYPE_PRODUCTS_SIZE, pageOf } from './constants'
import {
  autocompleteCategoriesBody,
  autocompleteProductsBody,
  categoriesBody,
  categoryByUrlKeyBody,
  closestCategoriesBody,
  navigationCategoriesBody,
  productByUrlKeyBody,
  productSearchBody,
  productTextQuery,
  productsByIdsBody,
  productsBySkusBody,
  topLevelCategoriesBody,
  type SearchBody,
} from './queries'
import {
  CATEGORY_BOOST,
  EXACT_REFERENCE_BOOST,
  FUZZY_PREFIX_LENGTH,
  NAME_PREFIX_BOOST,
  NAME_WILDCARD_BOOST,
  PRODUCT_TYPE_BOOST,
  REFERENCE_WILDCARD_BOOST,
  SEQUENCE_BOOST,
  sequenceBoost,
} from './relevance'

/**
 * What each request body must achieve, read back from the body: which clauses find a product, which
 * only rank it, which filter it, on which fields, with which boosts. The exact shape is free.
 */

/** The clause finds products on its own: one of the alternatives every hit must meet. */
const finds = (leaf: Leaf) => leaf.trail.includes('oneOf') && !leaf.trail.includes('should') && !filters(leaf)
/** The clause only adds to the score of products found otherwise. */
const ranks = (leaf: Leaf) => leaf.trail.includes('should')
const filters = (leaf: Leaf) => leaf.trail.includes('filter')

const find = (all: Leaf[], type: string, field: string) =>
  all.filter((leaf) => leaf.type === type && leaf.field === field)
const one = (all: Leaf[], type: string, field: string) => {
  const found = find(all, type, field)
  expect(found, `${type} on ${field}`).toHaveLength(1)
  return found[0] as Leaf
}

const queryOf = (body: SearchBody) => leaves(body.query)

describe('product search body', () => {
  const body = productSearchBody({ mode: 'search', text: '  Gants Sécurité ' })
  const all = queryOf(body)

  it('finds a product when every word is in its searched text, misspelt past three letters or half-typed at the end', () => {
    for (const type of ['match', 'match_bool_prefix']) {
      const words = find(all, type, 'search_text').find(finds) as Leaf
      expect(words, type).toBeDefined()
      expect(words.spec).toMatchObject({
        query: 'Gants Sécurité',
        operator: 'and',
        fuzziness: 'AUTO',
        prefix_length: FUZZY_PREFIX_LENGTH,
      })
    }
  })

  it('also finds it by its name or a reference containing the text, with the template’s boosts', () => {
    expect(one(all, 'prefix', 'name.sortable')).toMatchObject({
      spec: { value: 'gants securite', boost: NAME_PREFIX_BOOST },
    })
    expect(one(all, 'wildcard', 'name.sortable')).toMatchObject({
      spec: { value: '*gants securite*', boost: NAME_WILDCARD_BOOST },
    })
    for (const field of ['sku.sortable', 'ref_partner_1.sortable', 'ref_partner_2.sortable']) {
      const wildcard = one(all, 'wildcard', field)
      expect(finds(wildcard)).toBe(true)
      expect(wildcard.spec).toMatchObject({ value: '*gants securite*', boost: REFERENCE_WILDCARD_BOOST })
    }
    expect(find(all, 'prefix', 'name.sortable').every(finds)).toBe(true)
  })

  it('puts an exact sku or partner reference first, whatever its case', () => {
    const exact = leaves(productSearchBody({ mode: 'search', text: 'ga10020-7' }).query)
    for (const field of ['sku.sortable', 'ref_partner_1.sortable', 'ref_partner_2.sortable']) {
      const term = one(exact, 'term', field)
      expect(ranks(term)).toBe(true)
      expect(term.spec).toMatchObject({ value: 'ga10020-7', boost: EXACT_REFERENCE_BOOST })
    }
    const others = exact.filter(
      (leaf) => typeof leaf.spec.boost === 'number' && leaf.spec.boost !== EXACT_REFERENCE_BOOST,
    )
    // Ten times any other boost: more than the sequence boost (six at most) can make up.
    expect(Math.max(...others.map((leaf) => leaf.spec.boost as number))).toBeLessThanOrEqual(EXACT_REFERENCE_BOOST / 10)
  })

  it('ranks higher what the product is and where it is listed than a word elsewhere, on words spelt as typed', () => {
    const exactWords = find(all, 'match', 'search_text').find(ranks) as Leaf
    expect(exactWords.spec).not.toHaveProperty('fuzziness')
    const type = one(all, 'match', 'name.type')
    expect(ranks(type)).toBe(true)
    expect(type.spec).toMatchObject({ query: 'Gants Sécurité', boost: PRODUCT_TYPE_BOOST })
    const category = one(all, 'match', 'categories.name')
    expect(ranks(category)).toBe(true)
    expect(category.trail).toContain('nested:categories')
    expect(category.spec).toMatchObject({ boost: CATEGORY_BOOST })
    expect(type.spec.boost as number).toBeGreaterThan(exactWords.spec.boost as number)
    for (const booster of [type, category]) {
      expect(booster.spec).not.toHaveProperty('fuzziness')
      expect(booster.spec).not.toHaveProperty('operator')
    }
  })

  it('multiplies the relevance by the sequence boost and prefers the main variant', () => {
    const score = (body.query as { function_score: estypes.QueryDslFunctionScoreQuery }).function_score
    expect(score.boost_mode).toBe('multiply')
    expect(score.functions?.[0]?.script_score?.script).toMatchObject({ params: SEQUENCE_BOOST })
    const main = one(all, 'term', 'main')
    expect(ranks(main)).toBe(true)
    expect(main.spec).toEqual({ value: true })
  })

  it('takes wildcard operators in the typed text literally', () => {
    const typed = leaves(productSearchBody({ mode: 'search', text: 'VH1*?' }).query)
    expect(one(typed, 'wildcard', 'name.sortable').spec.value).toBe('*vh1\\*\\?*')
  })

  it('returns every variant of a product found, the main one first, and a term suggester on the written words', () => {
    expect(body.collapse).toMatchObject({
      field: 'url_key',
      inner_hits: { name: 'variants', size: 100, sort: [{ main: 'desc' }, { id: 'asc' }] },
    })
    expect(productSearchBody({ mode: 'listing' }).collapse?.inner_hits).toMatchObject({ size: 1 })
    expect(body.suggest).toEqual({
      suggestion: {
        text: 'Gants Sécurité',
        term: { field: 'name.words', suggest_mode: 'missing', prefix_length: 1, min_word_length: 4, max_edits: 2 },
      },
    })
  })

  it('lists everything, by sequence, without text', () => {
    const listing = productSearchBody({ mode: 'listing' })
    expect(
      queryOf(listing)
        .filter((leaf) => leaf.type !== 'term' || leaf.field !== 'main')
        .map((leaf) => leaf.type),
    ).toEqual(['match_all'])
    expect(listing).not.toHaveProperty('suggest')
  })

  it('restricts a category (nested), a universe and discounts without scoring them', () => {
    const scoped = queryOf(
      productSearchBody({ mode: 'listing', categoryId: 21, univers: 'chaussures', discountOnly: true }),
    )
    const category = one(scoped, 'term', 'categories.id')
    expect(category.trail).toEqual(['function_score', 'filter', 'nested:categories'])
    expect(filters(one(scoped, 'term', 'univers.url_key'))).toBe(true)
    expect(one(scoped, 'range', 'price.default.discount').spec).toEqual({ gt: 0 })
  })

  describe('refinements', () => {
    const refined = productSearchBody({
      mode: 'search',
      filters: {
        brand: ['Pas Sûr'],
        attributes: { taille: ['M', 'L'], couleur: [] },
        priceMin: 10,
        priceMax: 80,
        inStock: true,
        market: ['MARCHE-2025-014'],
      },
    })
    const applied = leaves(refined.post_filter)
    const byFacet: Record<string, Leaf> = {
      [FACETS.brand]: one(applied, 'terms', 'brand.name.keyword'),
      taille: one(applied, 'terms', 'variant_attributes.taille'),
      [FACETS.price]: one(applied, 'range', 'price.default.value'),
      [FACETS.availability]: one(applied, 'terms', 'stock.global.state'),
      [FACETS.market]: one(applied, 'terms', 'market'),
    }

    it('filter the hits after the facets are counted, an empty axis asking nothing', () => {
      expect(applied).toHaveLength(5)
      expect(byFacet.taille?.spec.value).toEqual(['M', 'L'])
      expect(byFacet.price?.spec).toEqual({ gte: 10, lte: 80 })
      expect(byFacet.availability?.spec.value).toEqual(['in_stock', 'in_limited_stock'])
    })

    it('count each facet with every refinement but its own, so other values stay visible', () => {
      for (const facet of FACET_KEYS) {
        const counted = leaves((refined.aggs?.[facet] as { filter: unknown }).filter)
        const expected = Object.entries(byFacet).filter(([name]) => name !== facet)
        expect(counted.map((leaf) => leaf.field).sort()).toEqual(expected.map(([, leaf]) => leaf.field).sort())
      }
      expect(leaves((refined.aggs?.products_total as { filter: unknown }).filter)).toHaveLength(5)
    })

    it('count products, not variants', () => {
      for (const facet of FACET_KEYS) {
        expect(JSON.stringify(refined.aggs?.[facet]), facet).toMatch(/"cardinality":\{"field":"url_key"\}/)
      }
    })
  })

  it('sorts by name, public price and newest, with a stable tie-break', () => {
    expect(productSearchBody({ mode: 'listing', sort: 'name' }).sort).toEqual([
      { 'name.sortable': 'asc' },
      { id: 'asc' },
    ])
    expect(productSearchBody({ mode: 'listing', sort: 'price-asc' }).sort).toEqual([
      { 'price.default.value': 'asc' },
      { id: 'asc' },
    ])
    expect(productSearchBody({ mode: 'listing', sort: 'price-desc' }).sort).toEqual([
      { 'price.default.value': 'desc' },
      { id: 'asc' },
    ])
    expect(productSearchBody({ mode: 'listing', sort: 'newest' }).sort).toEqual([{ id: 'desc' }])
  })

  it('pages with from and size, within the result window', () => {
    expect(productSearchBody({ mode: 'listing', page: 3, pageSize: 24 })).toMatchObject({ from: 48, size: 24 })
    expect(pageOf({ page: 0, pageSize: 1000 })).toEqual({ page: 1, pageSize: MAX_PAGE_SIZE, from: 0 })
    expect(pageOf({ page: 10_000, pageSize: 30 })).toEqual({ page: 333, pageSize: 30, from: 9960 })
  })
})

describe('sequence boost', () => {
  it('is max((1000 − sequence) × 0.005 + 1, 0), neutral without a sequence', () => {
    expect(sequenceBoost(0)).toBe(6)
    expect(sequenceBoost(1000)).toBe(1)
    expect(sequenceBoost(1100)).toBeCloseTo(0.5)
    expect(sequenceBoost(5000)).toBe(0)
    expect(sequenceBoost(null)).toBe(1)
  })
})

describe('lookup bodies', () => {
  it('finds a product by url_key, a current one before another product’s former one, with all its variants', () => {
    const body = productByUrlKeyBody('gant-nitrile')
    const all = queryOf(body)
    const current = one(all, 'terms', 'url_key')
    const former = one(all, 'terms', 'redirect_url_key')
    expect(current.spec).toMatchObject({ value: ['gant-nitrile'] })
    expect(current.spec.boost as number).toBeGreaterThan((former.spec.boost as number | undefined) ?? 1)
    expect(body.collapse?.inner_hits).toMatchObject({ size: 100 })
  })

  it('prefers the variant a link names by sku, else the main one', () => {
    const named = queryOf(productByUrlKeyBody('gant-nitrile', 'GA1-9'))
    expect(ranks(one(named, 'terms', 'sku.keyword'))).toBe(true)
    expect(ranks(one(named, 'term', 'main'))).toBe(true)
  })

  it('fetches products by ids or skus, as many as asked up to the limit', () => {
    expect(filters(one(queryOf(productsByIdsBody([10001, 10002])), 'terms', 'id'))).toBe(true)
    expect(productsBySkusBody(['A', 'B', 'C']).size).toBe(3)
    expect(productsByIdsBody(Array.from({ length: 12_000 }, (_, index) => index)).size).toBe(TYPE_PRODUCTS_SIZE)
  })

  it('finds a category by url_key or former url_key', () => {
    const all = queryOf(categoryByUrlKeyBody('epi'))
    expect(one(all, 'terms', 'url_key').spec.value).toEqual(['epi'])
    expect(one(all, 'terms', 'redirect_url_key').spec.value).toEqual(['epi'])
  })

  it('lists navigation categories in sequence order, top-level ones (level 0) apart, within the limits', () => {
    expect(navigationCategoriesBody().sort).toEqual([{ sequence: { order: 'asc', missing: '_last' } }, { id: 'asc' }])
    expect(one(queryOf(topLevelCategoriesBody()), 'term', 'level').spec.value).toBe(0)
    expect(categoriesBody({ size: 9000 }).size).toBe(5000)
  })
})

describe('autocomplete bodies', () => {
  it('find products with the search page’s own query, one variant each, 4 concurrent group searches', () => {
    const body = autocompleteProductsBody('Gant', 8)
    expect(JSON.stringify(body.query)).toContain(JSON.stringify(productTextQuery('Gant')))
    expect(body.collapse).toMatchObject({ field: 'url_key', inner_hits: { size: 1 }, max_concurrent_group_searches: 4 })
    expect(body.size).toBe(8)
    expect(body._source).not.toContain('description')
  })

  it('keeps the products to the filters asked, such as a market', () => {
    const { query } = autocompleteProductsBody('Gant', 8, { market: ['MARCHE-2025-014'] })
    expect(query).toMatchObject({ bool: { filter: [{ terms: { market: ['MARCHE-2025-014'] } }] } })
    expect(JSON.stringify(query)).toContain(JSON.stringify(productTextQuery('Gant')))
    expect(autocompleteProductsBody('Gant', 8).query).not.toHaveProperty('bool.filter')
  })

  it('find categories by every word typed, the last one half-typed, or by the start of their name', () => {
    const all = queryOf(autocompleteCategoriesBody('gants anti-cou', 8))
    expect(one(all, 'match_bool_prefix', 'name').spec).toMatchObject({
      operator: 'and',
      prefix_length: FUZZY_PREFIX_LENGTH,
    })
    expect(one(all, 'prefix', 'name.sortable').spec.value).toBe('gants anti-cou')
  })

  it('offer, when a search found nothing, the categories sharing any of its words', () => {
    const words = one(queryOf(closestCategoriesBody('gants de boxe')), 'match', 'name')
    expect(words.spec).toMatchObject({ query: 'gants de boxe', fuzziness: 'AUTO' })
    expect(words.spec.operator ?? 'or').toBe('or')
  })
})

import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PAGE_SIZE,
  FACET_KEYS,
  MAX_PAGE_SIZE,
  autocompleteCategoriesBody,
  autocompleteProductsBody,
  categoriesBody,
  categoryByUrlKeyBody,
  navigationCategoriesBody,
  pageOf,
  productByUrlKeyBody,
  productSearchBody,
  productsByIdsBody,
  productsBySkusBody,
  sequenceBoost,
  topLevelCategoriesBody,
} from './queries'

const sequenceScore = {
  script_score: {
    script: {
      source:
        "doc['sequence'].size() == 0 ? params.offset : " +
        "Math.max((params.pivot - doc['sequence'].value) * params.factor + params.offset, 0)",
      params: { pivot: 1000, factor: 0.005, offset: 1 },
    },
  },
}

const textQuery = (folded: string, typed: string) => ({
  bool: {
    should: [
      { prefix: { 'name.sortable': { value: folded, boost: 3.5 } } },
      { wildcard: { 'name.sortable': { value: `*${folded}*`, boost: 3 } } },
      { wildcard: { 'sku.sortable': { value: `*${folded}*`, boost: 3 } } },
      { wildcard: { 'ref_partner_1.sortable': { value: `*${folded}*`, boost: 3 } } },
      { wildcard: { 'ref_partner_2.sortable': { value: `*${folded}*`, boost: 3 } } },
      {
        multi_match: {
          query: typed,
          fields: ['name^2', 'model.name', 'brand.name', 'short_description', 'description', 'meta_keywords'],
          fuzziness: 'AUTO',
          prefix_length: 3,
          operator: 'and',
        },
      },
    ],
    minimum_should_match: 1,
  },
})

const products = { products: { cardinality: { field: 'url_key' } } }
const nestedProducts = { models: { reverse_nested: {}, aggs: products } }
const axis = (name: string) => ({
  nested: { path: 'variant_attributes' },
  aggs: {
    values: {
      terms: { field: `variant_attributes.${name}`, size: 1000, order: { _key: 'asc' } },
      aggs: nestedProducts,
    },
  },
})
const facetValues: Record<string, unknown> = {
  category: {
    nested: { path: 'categories' },
    aggs: { values: { terms: { field: 'categories.id', size: 500 }, aggs: nestedProducts } },
  },
  brand: { terms: { field: 'brand.name.keyword', size: 200, order: { _key: 'asc' } }, aggs: products },
  taille: axis('taille'),
  couleur: axis('couleur'),
  contenance: axis('contenance'),
  format: axis('format'),
  conditionnement: axis('conditionnement'),
  price: {
    range: {
      field: 'price.default.value',
      ranges: [
        { key: '0-25', to: 25 },
        { key: '25-50', from: 25, to: 50 },
        { key: '50-100', from: 50, to: 100 },
        { key: '100-250', from: 100, to: 250 },
        { key: '250-*', from: 250 },
      ],
    },
    aggs: products,
  },
  availability: {
    filters: { filters: { in_stock: { terms: { 'stock.global.state': ['in_stock', 'in_limited_stock'] } } } },
    aggs: products,
  },
  market: { terms: { field: 'market', size: 200, order: { _key: 'asc' } }, aggs: products },
}

const brandFilter = { terms: { 'brand.name.keyword': ['Pas Sûr'] } }
const sizeFilter = {
  nested: { path: 'variant_attributes', query: { terms: { 'variant_attributes.taille': ['M', 'L'] } } },
}
const priceFilter = { range: { 'price.default.value': { gte: 10, lte: 80 } } }
const stockFilter = { terms: { 'stock.global.state': ['in_stock', 'in_limited_stock'] } }
const marketFilter = { terms: { market: ['MARCHE-2025-014'] } }
const filterFor: Record<string, unknown> = {
  brand: brandFilter,
  taille: sizeFilter,
  price: priceFilter,
  availability: stockFilter,
  market: marketFilter,
}
const allFilters = [brandFilter, sizeFilter, priceFilter, stockFilter, marketFilter]

const collapse = (size: number) => ({
  field: 'url_key',
  inner_hits: { name: 'variants', size, sort: [{ main: 'desc' }, { id: 'asc' }] },
})

describe('product search body', () => {
  it('is a sequence-boosted match_all, collapsed to one variant per product, for a plain listing', () => {
    const body = productSearchBody({ mode: 'listing' })
    expect(body.query).toEqual({
      function_score: {
        query: { bool: { must: [{ match_all: {} }], filter: [], should: [{ term: { main: true } }] } },
        functions: [sequenceScore],
        boost_mode: 'multiply',
      },
    })
    expect(body.collapse).toEqual(collapse(1))
    expect(body.sort).toEqual([{ _score: { order: 'desc' } }, { id: 'asc' }])
    expect(body.from).toBe(0)
    expect(body.size).toBe(DEFAULT_PAGE_SIZE)
    expect(body).not.toHaveProperty('post_filter')
    expect(body).not.toHaveProperty('suggest')
    expect(Object.keys(body.aggs ?? {})).toEqual([...FACET_KEYS, 'products_total'])
    for (const facet of FACET_KEYS) {
      expect(body.aggs?.[facet]).toEqual({ filter: { bool: { filter: [] } }, aggs: { values: facetValues[facet] } })
    }
    expect(body.aggs?.['products_total']).toEqual({
      filter: { bool: { filter: [] } },
      aggs: { products: { cardinality: { field: 'url_key', precision_threshold: 40_000 } } },
    })
  })

  it('searches names by prefix and wildcard, references by wildcard and text fuzzily, with 100 variants and a term suggester', () => {
    const body = productSearchBody({ mode: 'search', text: '  Chaussure Sécurité ' })
    expect(body.query).toEqual({
      function_score: {
        query: {
          bool: {
            must: [textQuery('chaussure securite', 'Chaussure Sécurité')],
            filter: [],
            should: [{ term: { main: true } }],
          },
        },
        functions: [sequenceScore],
        boost_mode: 'multiply',
      },
    })
    expect(body.collapse).toEqual(collapse(100))
    expect(body.suggest).toEqual({ suggestion: { text: 'Chaussure Sécurité', term: { field: 'name' } } })
  })

  it('takes wildcard operators in the typed text literally', () => {
    const body = productSearchBody({ mode: 'search', text: 'VH1*?' })
    const should = (body.query as { function_score: { query: { bool: { must: { bool: { should: unknown[] } }[] } } } })
      .function_score.query.bool.must[0]?.bool.should
    expect(should?.[1]).toEqual({ wildcard: { 'name.sortable': { value: '*vh1\\*\\?*', boost: 3 } } })
  })

  it('restricts to a category (nested), a universe and discounts in the query', () => {
    const body = productSearchBody({
      mode: 'listing',
      categoryId: 21,
      univers: 'chaussures-de-securite',
      discountOnly: true,
    })
    expect(body.query).toEqual({
      function_score: {
        query: {
          bool: {
            must: [{ match_all: {} }],
            filter: [
              { nested: { path: 'categories', query: { term: { 'categories.id': 21 } } } },
              { term: { 'univers.url_key': 'chaussures-de-securite' } },
              { range: { 'price.default.discount': { gt: 0 } } },
            ],
            should: [{ term: { main: true } }],
          },
        },
        functions: [sequenceScore],
        boost_mode: 'multiply',
      },
    })
  })

  it('applies refinements as a post filter and counts each facet with the other refinements only', () => {
    const body = productSearchBody({
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
    expect(body.post_filter).toEqual({ bool: { filter: allFilters } })
    for (const facet of FACET_KEYS) {
      const others = allFilters.filter((filter) => filter !== filterFor[facet])
      expect(body.aggs?.[facet]).toEqual({ filter: { bool: { filter: others } }, aggs: { values: facetValues[facet] } })
    }
    expect(body.aggs?.['products_total']).toMatchObject({ filter: { bool: { filter: allFilters } } })
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
  it('is max((1000 − sequence) × 0.005 + 1, 0)', () => {
    expect(sequenceBoost(0)).toBe(6)
    expect(sequenceBoost(1000)).toBe(1)
    expect(sequenceBoost(1100)).toBeCloseTo(0.5)
    expect(sequenceBoost(5000)).toBe(0)
    expect(sequenceBoost(null)).toBe(1)
  })
})

describe('lookup bodies', () => {
  it('finds a product by url_key or former url_key, main variant preferred, with all its variants', () => {
    expect(productByUrlKeyBody('gant-nitrile')).toEqual({
      query: {
        bool: {
          must: [
            {
              bool: {
                should: [
                  { terms: { url_key: ['gant-nitrile'], boost: 2 } },
                  { terms: { redirect_url_key: ['gant-nitrile'] } },
                ],
                minimum_should_match: 1,
              },
            },
          ],
          should: [{ term: { main: true } }],
        },
      },
      collapse: collapse(100),
      size: 2,
    })
  })

  it('prefers the variant a link names by sku', () => {
    expect(productByUrlKeyBody('gant-nitrile', 'GA1-9').query).toMatchObject({
      bool: { should: [{ terms: { 'sku.keyword': ['GA1-9'], boost: 2 } }, { term: { main: true } }] },
    })
  })

  it('fetches products by ids or skus, as many as asked up to 10000', () => {
    expect(productsByIdsBody([10001, 10002])).toEqual({
      query: { bool: { filter: [{ terms: { id: [10001, 10002] } }], should: [{ term: { main: true } }] } },
      collapse: collapse(100),
      size: 2,
    })
    expect(productsBySkusBody(['A', 'B', 'C'])).toEqual({
      query: { bool: { filter: [{ terms: { 'sku.keyword': ['A', 'B', 'C'] } }], should: [{ term: { main: true } }] } },
      collapse: collapse(100),
      size: 3,
    })
    expect(productsByIdsBody(Array.from({ length: 12_000 }, (_, index) => index)).size).toBe(10_000)
  })

  it('finds a category by url_key or former url_key', () => {
    expect(categoryByUrlKeyBody('epi')).toEqual({
      query: {
        bool: {
          should: [{ terms: { url_key: ['epi'], boost: 2 } }, { terms: { redirect_url_key: ['epi'] } }],
          minimum_should_match: 1,
        },
      },
      size: 2,
    })
  })
})

describe('category bodies', () => {
  const sort = [{ sequence: { order: 'asc', missing: '_last' } }, { id: 'asc' }]

  it('lists navigation categories up to 5000 and top-level ones (level 0) up to 20', () => {
    expect(navigationCategoriesBody()).toEqual({ query: { match_all: {} }, sort, size: 5000 })
    expect(topLevelCategoriesBody()).toEqual({ query: { term: { level: 0 } }, sort, size: 20 })
    expect(categoriesBody({ size: 9000 }).size).toBe(5000)
  })
})

describe('autocomplete bodies', () => {
  it('asks products with the name/reference query, one variant each, 4 concurrent group searches and a term suggester', () => {
    const source = ['id', 'model', 'name', 'main', 'sku', 'url_key', 'images']
    expect(autocompleteProductsBody('Gant', 8)).toEqual({
      query: { bool: { must: [textQuery('gant', 'Gant')], should: [{ term: { main: true } }] } },
      collapse: {
        field: 'url_key',
        inner_hits: { name: 'variants', size: 1, sort: [{ main: 'desc' }, { id: 'asc' }], _source: source },
        max_concurrent_group_searches: 4,
      },
      suggest: { suggestion: { text: 'Gant', term: { field: 'name' } } },
      _source: source,
      size: 8,
    })
  })

  it('keeps the products to the filters asked, such as a market', () => {
    expect(autocompleteProductsBody('Gant', 8, { market: ['MARCHE-2025-014'] }).query).toEqual({
      bool: {
        must: [textQuery('gant', 'Gant')],
        should: [{ term: { main: true } }],
        filter: [{ terms: { market: ['MARCHE-2025-014'] } }],
      },
    })
  })

  it('asks categories by name prefix, wildcard and fuzzy text', () => {
    expect(autocompleteCategoriesBody('épi', 8)).toEqual({
      query: {
        bool: {
          should: [
            { prefix: { 'name.sortable': { value: 'epi', boost: 3.5 } } },
            { wildcard: { 'name.sortable': { value: '*epi*', boost: 3 } } },
            {
              multi_match: {
                query: 'épi',
                fields: ['name^2', 'description'],
                fuzziness: 'AUTO',
                prefix_length: 3,
                operator: 'and',
              },
            },
          ],
          minimum_should_match: 1,
        },
      },
      _source: ['id', 'name', 'level', 'url_key'],
      size: 8,
    })
  })
})

import type { estypes } from '@elastic/elasticsearch'
import { describe, expect, it } from 'vitest'
import { editDistance } from '../../lib/search/text-index'
import { ElasticsearchModel } from './es-model'

const settings = {
  analysis: {
    filter: { elision: { type: 'elision', articles: ['l', 'd'], articles_case: true } },
    normalizer: { folded: { type: 'custom', filter: ['lowercase', 'asciifolding'] } },
    analyzer: {
      french: { type: 'custom', tokenizer: 'standard', filter: ['elision', 'lowercase', 'asciifolding'] },
    },
  },
} as estypes.IndicesIndexSettings

const mappings = {
  properties: {
    id: { type: 'integer' },
    url_key: { type: 'keyword' },
    main: { type: 'boolean' },
    all_text: { type: 'text', analyzer: 'french' },
    name: {
      type: 'text',
      analyzer: 'french',
      copy_to: 'all_text',
      fields: { sortable: { type: 'keyword', normalizer: 'folded' } },
    },
    sku: { type: 'keyword' },
    categories: { type: 'nested', properties: { name: { type: 'text', analyzer: 'french' } } },
  },
} as estypes.MappingTypeMapping

const documents = [
  { id: 1, url_key: 'gant-a', main: true, name: 'Gant anti-coupure', sku: 'GA1-8', categories: [{ name: 'Gants' }] },
  { id: 2, url_key: 'gant-a', main: false, name: 'Gant anti-coupure', sku: 'GA1-9', categories: [{ name: 'Gants' }] },
  {
    id: 3,
    url_key: 'panneau',
    main: true,
    name: 'Panneau port des gants',
    sku: 'SG1',
    categories: [{ name: 'Panneaux' }],
  },
  { id: 4, url_key: 'epi', main: true, name: "L'EPI de l’Été", sku: 'PT1', categories: [{ name: 'Équipement' }] },
]

const model = new ElasticsearchModel({ products: { settings, mappings, documents } })
const ids = (body: Record<string, unknown>) =>
  (model.search('products', body).hits as { hits: { _source: { id: number } }[] }).hits.map((hit) => hit._source.id)

describe('ElasticsearchModel', () => {
  it('analyzes each field with the analyzer its mapping names: elision and folding on text, none on keyword', () => {
    expect(ids({ query: { match: { name: { query: 'epi ete', operator: 'and' } } } })).toEqual([4])
    expect(ids({ query: { term: { sku: 'ga1-8' } } })).toEqual([])
    expect(ids({ query: { term: { sku: 'GA1-8' } } })).toEqual([1])
  })

  it('reads a subfield through its normalizer and a copy_to target from its sources', () => {
    expect(ids({ query: { prefix: { 'name.sortable': { value: 'GANT' } } } })).toEqual([1, 2])
    expect(ids({ query: { match: { all_text: 'panneau' } } })).toEqual([3])
  })

  it('keeps the fuzzy prefix length: a typo in the first letters is not corrected', () => {
    const fuzzy = (prefix: number) =>
      ids({ query: { match: { name: { query: 'gnat', fuzziness: 'AUTO', prefix_length: prefix } } } })
    expect(fuzzy(0)).toEqual([1, 2])
    expect(fuzzy(3)).toEqual([])
    expect(editDistance('gnat', 'gant', 2)).toBe(1)
  })

  it('matches nested fields inside their nested query only', () => {
    const nested = { nested: { path: 'categories', query: { match: { 'categories.name': 'gants' } } } }
    expect(ids({ query: nested })).toEqual([1, 2])
    expect(ids({ query: { match: { 'categories.name': 'gants' } } })).toEqual([])
  })

  it('needs every must, no must_not and the minimum of should clauses, and sums their scores', () => {
    const query = {
      bool: {
        must: [{ match: { name: 'gant gants' } }],
        must_not: [{ term: { sku: 'GA1-9' } }],
        should: [{ term: { main: { value: true, boost: 100 } } }],
      },
    }
    expect(ids({ query }).sort()).toEqual([1, 3])
    const scored = model.search('products', { query }) as { hits: { max_score: number } }
    expect(scored.hits.max_score).toBeGreaterThan(100)
    expect(
      ids({
        query: { bool: { should: [{ term: { sku: 'SG1' } }, { term: { sku: 'PT1' } }], minimum_should_match: 2 } },
      }),
    ).toEqual([])
  })

  it('collapses on a field with the inner hits sorted as asked, and pages over the groups', () => {
    const response = model.search('products', {
      query: { match: { name: 'gant' } },
      collapse: {
        field: 'url_key',
        inner_hits: { name: 'variants', size: 10, sort: [{ main: 'desc' }, { id: 'asc' }] },
      },
      sort: [{ _score: 'desc' }, { id: 'asc' }],
      size: 1,
    }) as { hits: { hits: { inner_hits: { variants: { hits: { hits: { _source: { id: number } }[] } } } }[] } }
    expect(response.hits.hits).toHaveLength(1)
    expect(response.hits.hits[0]?.inner_hits.variants.hits.hits.map((hit) => hit._source.id)).toEqual([1, 2])
  })

  it('suggests the closest indexed word for a word the field does not know', () => {
    const response = model.search('products', {
      size: 0,
      suggest: { fix: { text: 'gnat', term: { field: 'name' } } },
    }) as {
      suggest: { fix: { options: { text: string }[] }[] }
    }
    expect(response.suggest.fix[0]?.options[0]?.text).toBe('gant')
  })

  it('refuses what it does not model instead of guessing', () => {
    expect(() => model.search('products', { query: { span_first: {} } })).toThrow(/span_first/)
    expect(() => model.search('products', { query: { match: { 'name.nope': 'x' } } })).not.toThrow()
  })
})

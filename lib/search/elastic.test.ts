import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Client } from '@elastic/elasticsearch'
import Mock from '@elastic/elasticsearch-mock'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { writeSearchDocuments } from '@/demo/catalogue/generate'
import { type CategoryDocument, type ProductDocument } from './documents'
import { compareSizes } from './document-reads'
import { ElasticSearchBackend } from './elastic'
import { productSearchBody, type SearchBody } from './queries'
import { fakeLogger } from '@/lib/log/testing'

// The mock answers through the client's CommonJS build; its errors must come from the same build.
const { errors } = createRequire(import.meta.url)('@elastic/elasticsearch') as typeof import('@elastic/elasticsearch')

const PRODUCT_PATH = '/shopinvader_product_fr_fr/_search'
const CATEGORY_PATH = '/shopinvader_category_fr_fr/_search'

let dir: string
let products: ProductDocument[]
let categories: CategoryDocument[]
const byModel = new Map<string, ProductDocument[]>()

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'es-adapter-'))
  await writeSearchDocuments({ dataDir: dir, products: 150, cmsUrl: 'http://cms.test' })
  const read = async (file: string) =>
    (await readFile(path.join(dir, 'search', file), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
  products = await read('shopinvader_product_fr_fr.ndjson')
  categories = await read('shopinvader_category_fr_fr.ndjson')
  for (const product of products) byModel.set(product.url_key, [...(byModel.get(product.url_key) ?? []), product])
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

const mock = new Mock()
const client = new Client({ node: 'http://localhost:9200', Connection: mock.getConnection(), maxRetries: 0 })
const logger = fakeLogger()
const backend = () => new ElasticSearchBackend({ client, indexPrefix: 'shopinvader', logger })

beforeEach(() => {
  mock.clearAll()
  logger.error.mockReset()
  logger.warn.mockReset()
})

const shards = { total: 1, successful: 1, skipped: 0, failed: 0 }

/** A collapsed hit as Elasticsearch sends it: the top variant, and the variants as inner hits. */
function collapsedHit(variants: ProductDocument[]) {
  const top = variants[0] as ProductDocument
  return {
    _index: 'shopinvader_product_fr_fr-abc',
    _id: String(top.id),
    _score: 2.5,
    _source: top,
    fields: { url_key: [top.url_key] },
    inner_hits: {
      variants: {
        hits: {
          total: { value: variants.length, relation: 'eq' },
          max_score: null,
          hits: variants.map((variant) => ({
            _index: 'shopinvader_product_fr_fr-abc',
            _id: String(variant.id),
            _score: null,
            _source: variant,
          })),
        },
      },
    },
  }
}

const answer = (hits: unknown[], extra: Record<string, unknown> = {}) => ({
  took: 3,
  timed_out: false,
  _shards: shards,
  hits: { total: { value: hits.length, relation: 'eq' }, max_score: null, hits },
  ...extra,
})

/** A model with sizes and a main variant that is not its first document. */
function sizedModel(): ProductDocument[] {
  const found = [...byModel.values()].find(
    (variants) =>
      variants.length >= 3 && variants.some((variant) => variant.variant_attributes['taille']) && !variants[0]?.main,
  )
  if (!found) throw new Error('no sized model in the generated catalogue')
  return found
}

describe('ElasticSearchBackend', () => {
  it('refuses a missing index name', () => {
    expect(() => new ElasticSearchBackend({ client, indexPrefix: '' })).toThrow('Elastic index is required')
    expect(() => new ElasticSearchBackend({ client, indexPrefix: '   ' })).toThrow('Elastic index is required')
  })

  it('sends the built body to {index}_{locale}/_search and parses collapsed hits, facets, total and suggestions', async () => {
    const model = sizedModel()
    const other = [...byModel.values()].find(
      (variants) => variants[0]?.url_key !== model[0]?.url_key,
    ) as ProductDocument[]
    const shuffled = [...model].reverse()
    let sent: unknown
    mock.add({ method: 'POST', path: PRODUCT_PATH }, (params) => {
      sent = params.body
      return answer([collapsedHit(shuffled), collapsedHit(other)], {
        aggregations: {
          brand: {
            doc_count: 40,
            values: {
              doc_count_error_upper_bound: 0,
              sum_other_doc_count: 0,
              buckets: [
                { key: 'Nordik Pro', doc_count: 30, products: { value: 4 } },
                { key: 'Pas Sûr', doc_count: 10, products: { value: 2 } },
              ],
            },
          },
          taille: {
            doc_count: 40,
            values: {
              doc_count: 40,
              values: {
                buckets: [
                  { key: 'XL', doc_count: 5, models: { doc_count: 5, products: { value: 3 } } },
                  { key: 'S', doc_count: 6, models: { doc_count: 6, products: { value: 4 } } },
                  { key: 'M', doc_count: 7, models: { doc_count: 7, products: { value: 5 } } },
                ],
              },
            },
          },
          price: {
            doc_count: 40,
            values: {
              buckets: [
                { key: '0-25', to: 25, doc_count: 12, products: { value: 3 } },
                { key: '25-50', from: 25, to: 50, doc_count: 0, products: { value: 0 } },
              ],
            },
          },
          availability: { doc_count: 40, values: { buckets: { in_stock: { doc_count: 33, products: { value: 5 } } } } },
          category: {
            doc_count: 40,
            values: {
              doc_count: 90,
              values: { buckets: [{ key: 21, doc_count: 40, models: { doc_count: 40, products: { value: 6 } } }] },
            },
          },
          products_total: { doc_count: 40, products: { value: 6 } },
        },
        suggest: {
          suggestion: [
            { text: 'chausure', offset: 0, length: 8, options: [{ text: 'chaussure', score: 0.87, freq: 40 }] },
            { text: 'securite', offset: 9, length: 8, options: [] },
          ],
        },
      })
    })

    const query = {
      mode: 'search' as const,
      text: 'chausure securite',
      filters: { attributes: { taille: ['M'] } },
      page: 1,
      pageSize: 24,
    }
    const result = await backend().searchProducts(query)

    expect(sent).toEqual(JSON.parse(JSON.stringify(productSearchBody(query))))
    expect(result.total).toBe(6)
    expect(result.hits).toHaveLength(2)
    const [first] = result.hits
    expect(first?.product.main).toBe(true)
    expect(first?.product.url_key).toBe(model[0]?.url_key)
    expect(first?.variants.map((variant) => variant.id).sort()).toEqual(model.map((variant) => variant.id).sort())
    const sizes = first?.variants.map((variant) => String(variant.variant_attributes['taille']))
    expect(sizes).toEqual([...(sizes ?? [])].sort(compareSizes))
    expect(new Set(sizes).size).toBeGreaterThan(1)
    expect(result.aggregations).toEqual({
      brand: [
        { key: 'Nordik Pro', count: 4 },
        { key: 'Pas Sûr', count: 2 },
      ],
      taille: [
        { key: 'S', count: 4 },
        { key: 'M', count: 5 },
        { key: 'XL', count: 3 },
      ],
      price: [{ key: '0-25', count: 3 }],
      availability: [{ key: 'in_stock', count: 5 }],
      category: [{ key: '21', count: 6 }],
    })
    expect(result.raw).toHaveLength(2)
    expect(result.suggestions).toEqual(['chaussure securite'])
  })

  it('logs the failed shards’ reasons and rethrows a failed search', async () => {
    const reason = { type: 'query_shard_exception', reason: 'No mapping found for [name.sortable] in order to sort on' }
    mock.add(
      { method: 'POST', path: PRODUCT_PATH },
      () =>
        new errors.ResponseError({
          body: {
            error: {
              root_cause: [reason],
              type: 'search_phase_execution_exception',
              reason: 'all shards failed',
              phase: 'query',
              failed_shards: [{ shard: 0, index: 'shopinvader_product_fr_fr-abc', node: 'n1', reason }],
            },
            status: 400,
          },
          statusCode: 400,
          headers: {},
          warnings: null,
          meta: {} as never,
        }),
    )
    const error = await backend()
      .searchProducts({ mode: 'listing', sort: 'name' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect((error as { meta: { statusCode: number } }).meta.statusCode).toBe(400)
    expect(logger.error).toHaveBeenCalledWith(
      'Search failed',
      expect.objectContaining({
        index: 'shopinvader_product_fr_fr',
        status: 400,
        failedShards: [reason],
      }),
    )
  })

  it('logs the failures of a partial answer and keeps its hits', async () => {
    const reason = { type: 'node_disconnected_exception', reason: 'node left' }
    mock.add({ method: 'POST', path: CATEGORY_PATH }, () => ({
      took: 1,
      timed_out: false,
      _shards: {
        total: 2,
        successful: 1,
        skipped: 0,
        failed: 1,
        failures: [{ shard: 1, index: 'x', node: 'n2', reason }],
      },
      hits: {
        total: { value: 1, relation: 'eq' },
        max_score: 1,
        hits: [{ _index: 'x', _id: '1', _score: 1, _source: categories[0] }],
      },
    }))
    const found = await backend().categories({ size: 20 })
    expect(found).toHaveLength(1)
    expect(logger.warn).toHaveBeenCalledWith(
      'Search answered from part of the shards',
      expect.objectContaining({ failedShards: [reason] }),
    )
  })

  describe('lookups', () => {
    /** A small stand-in for the engine: answers url_key, redirect_url_key, sku and id terms from the documents. */
    function serveProducts() {
      const requests: SearchBody[] = []
      mock.add({ method: 'POST', path: PRODUCT_PATH }, (params) => {
        const body = params.body as SearchBody
        requests.push(body)
        const text = JSON.stringify(body.query)
        const terms = (field: string) => {
          const match = new RegExp(`"${field.replace('.', '\\.')}":(\\[[^\\]]*\\])`).exec(text)
          return match ? (JSON.parse(match[1] as string) as unknown[]) : undefined
        }
        const urlKeys = terms('url_key')
        const redirects = terms('redirect_url_key')
        const ids = terms('id')
        const skus = urlKeys ? undefined : terms('sku.keyword')
        const groups = [...byModel.values()]
          .map((variants) =>
            variants.filter((variant) =>
              urlKeys
                ? urlKeys.includes(variant.url_key) ||
                  (redirects ?? []).some((key) => variant.redirect_url_key.includes(key as string))
                : ids
                  ? ids.includes(variant.id)
                  : (skus ?? []).includes(variant.sku),
            ),
          )
          .filter((variants) => variants.length > 0)
          // The current url_key scores higher than a former one.
          .sort((a, b) => Number(urlKeys?.includes(b[0]?.url_key) ?? 0) - Number(urlKeys?.includes(a[0]?.url_key) ?? 0))
        return answer(groups.map(collapsedHit))
      })
      return requests
    }

    it('finds a product by url_key with all its variants, main first', async () => {
      serveProducts()
      const model = sizedModel()
      const found = await backend().productByUrlKey(model[0]?.url_key as string)
      expect(found.kind).toBe('found')
      if (found.kind !== 'found') return
      expect(found.value.product.main).toBe(true)
      expect(found.value.variants).toHaveLength(model.length)
    })

    it('redirects a trailing index.html and a former url_key to the current url_key', async () => {
      const requests = serveProducts()
      const moved = [...byModel.values()].find(
        (variants) => (variants[0]?.redirect_url_key.length ?? 0) > 0,
      )?.[0] as ProductDocument
      expect(await backend().productByUrlKey(`${moved.url_key}/index.html`)).toEqual({
        kind: 'redirect',
        urlKey: moved.url_key,
      })
      // The engine is asked for the bare url_key.
      expect(JSON.stringify(requests.at(-1)?.query)).toContain(`"url_key":["${moved.url_key}"]`)
      expect(await backend().productByUrlKey(moved.redirect_url_key[0] as string)).toEqual({
        kind: 'redirect',
        urlKey: moved.url_key,
      })
      expect(await backend().productByUrlKey('nulle-part')).toEqual({ kind: 'missing' })
    })

    it('finds a product by sku: that variant as the product, every variant of its model', async () => {
      const requests = serveProducts()
      const model = sizedModel()
      const wanted = model.find((variant) => !variant.main) as ProductDocument
      const hit = await backend().productBySku(wanted.sku as string)
      expect(hit?.product.id).toBe(wanted.id)
      expect(hit?.variants).toHaveLength(model.length)
      expect(requests).toHaveLength(2)
      expect(await backend().productBySku('INCONNU')).toBeNull()
    })

    it('answers products by ids in the order asked, with the asked variants only', async () => {
      serveProducts()
      const [a, b] = [...byModel.values()]
      const ids = [
        (b as ProductDocument[])[0]?.id as number,
        (a as ProductDocument[])[0]?.id as number,
        (a as ProductDocument[])[1]?.id as number,
      ]
      const hits = await backend().productsByIds(ids)
      expect(hits.map((hit) => hit.product.url_key)).toEqual([b?.[0]?.url_key, a?.[0]?.url_key])
      expect(hits[1]?.variants.map((variant) => variant.id).sort()).toEqual([ids[1], ids[2]].sort())
      expect(await backend().productsByIds([])).toEqual([])
    })
  })

  it('finds a category or redirects from its former url_key', async () => {
    mock.add({ method: 'POST', path: CATEGORY_PATH }, (params) => {
      const key = (JSON.stringify((params.body as SearchBody).query).match(/"url_key":\["([^"]+)"\]/) ?? [])[1]
      const hits = categories.filter(
        (category) => category.url_key === key || category.redirect_url_key.includes(key as string),
      )
      return answer(hits.map((category) => ({ _index: 'c', _id: String(category.id), _score: 1, _source: category })))
    })
    const moved = categories.find((category) => category.redirect_url_key.length > 0) as CategoryDocument
    const found = await backend().categoryByUrlKey(moved.url_key)
    expect(found).toMatchObject({ kind: 'found', value: { id: moved.id, name: moved.name } })
    expect(await backend().categoryByUrlKey(moved.redirect_url_key[0] as string)).toEqual({
      kind: 'redirect',
      urlKey: moved.url_key,
    })
  })

  it('suggests products then categories, with their site paths', async () => {
    const model = sizedModel()
    const main = model.find((variant) => variant.main) as ProductDocument
    mock.add({ method: 'POST', path: PRODUCT_PATH }, () => answer([collapsedHit([main])]))
    const category = categories[3] as CategoryDocument
    mock.add({ method: 'POST', path: CATEGORY_PATH }, () =>
      answer([
        {
          _index: 'c',
          _id: '4',
          _score: 1,
          _source: { id: category.id, name: category.name, level: category.level, url_key: category.url_key },
        },
      ]),
    )
    expect(await backend().autocomplete('gant', 8)).toEqual([
      {
        kind: 'product',
        label: main.model.name,
        href: `/${main.url_key}?sku=${encodeURIComponent(main.sku as string)}`,
        sku: main.sku,
        image: main.images[0]?.['small']?.src,
      },
      { kind: 'category', label: category.name, href: `/${category.url_key}` },
    ])
  })
})

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  BaseConnection,
  Client,
  type ConnectionRequestOptions,
  type ConnectionRequestOptionsAsStream,
  type ConnectionRequestParams,
  type ConnectionRequestResponse,
  type ConnectionRequestResponseAsStream,
} from '@elastic/elasticsearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bulkAction, loadIntoElasticsearch } from './es-load'
import { MANIFEST_FILE, writeSearchDocuments, type CatalogueManifest } from './generate'

interface Recorded {
  method: string
  path: string
  body: string
}

/**
 * Stands in for an Elasticsearch node: records every request and answers like a fresh cluster
 * that already holds one older copy of the product index.
 */
function fakeCluster(previousProductIndex: string, live: readonly string[] = []) {
  const requests: Recorded[] = []
  const created = new Set([previousProductIndex])
  class FakeConnection extends BaseConnection {
    request(params: ConnectionRequestParams, options: ConnectionRequestOptions): Promise<ConnectionRequestResponse>
    request(
      params: ConnectionRequestParams,
      options: ConnectionRequestOptionsAsStream,
    ): Promise<ConnectionRequestResponseAsStream>
    async request(
      params: ConnectionRequestParams,
    ): Promise<ConnectionRequestResponse | ConnectionRequestResponseAsStream> {
      const body = typeof params.body === 'string' ? params.body : (params.body?.toString() ?? '')
      requests.push({ method: params.method, path: params.path, body })
      const reply = (statusCode: number, payload: unknown = {}) => ({
        statusCode,
        body: params.method === 'HEAD' ? '' : JSON.stringify(payload),
        headers: { 'content-type': 'application/json', 'x-elastic-product': 'Elasticsearch' },
      })
      if (params.path.endsWith('/_bulk')) {
        const actions = body.split('\n').filter((_, i) => i % 2 === 0 && _ !== '')
        return reply(200, {
          took: 1,
          errors: false,
          items: actions.map((line) => ({ index: { _id: JSON.parse(line).index._id, status: 201 } })),
        })
      }
      if (params.method === 'HEAD') return reply(live.includes(decodeURIComponent(params.path)) ? 200 : 404)
      if (params.path.endsWith('/_count')) return reply(200, { count: 40 })
      if (params.method === 'PUT') created.add(params.path.slice(1))
      if (params.method === 'GET') {
        const prefix = decodeURIComponent(params.path.slice(1)).replace(/\*$/, '')
        return reply(
          200,
          Object.fromEntries([...created].filter((name) => name.startsWith(prefix)).map((name) => [name, {}])),
        )
      }
      return reply(200, { acknowledged: true })
    }

    async close() {}
  }
  return { requests, FakeConnection }
}

let dataDir: string
let manifest: CatalogueManifest

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'catalogue-es-'))
  const documents = await writeSearchDocuments({ dataDir, products: 40, cmsUrl: 'http://cms.test' })
  manifest = {
    generatorVersion: 1,
    seed: 1,
    products: documents.products,
    models: documents.models,
    categories: documents.categories,
    roles: ['pro'],
    cmsUrl: 'http://cms.test',
    indexPrefix: 'shopinvader',
    locale: 'fr_fr',
    files: documents.files,
    contentHash: documents.contentHash,
    imagePoolHash: '',
    images: 0,
    technicalSheets: 0,
  }
  await writeFile(MANIFEST_FILE(dataDir), JSON.stringify(manifest))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

it('uses the document id as the bulk id', () => {
  expect(bulkAction('idx')({ id: 10001 })).toEqual({ index: { _index: 'idx', _id: '10001' } })
})

describe('loadIntoElasticsearch', () => {
  it('fills a new concrete index with our mapping, then switches the alias and drops the old copy', async () => {
    const alias = 'shopinvader_product_fr_fr'
    const concrete = `${alias}-${manifest.contentHash.slice(0, 12)}`
    const { requests, FakeConnection } = fakeCluster(`${alias}-0ld0ld0ld0ld`)
    const client = new Client({ node: 'http://es.test:9200', Connection: FakeConnection })
    const reports = await loadIntoElasticsearch(client, dataDir)
    await client.close()

    expect(reports).toEqual([
      { alias, index: concrete, documents: 40 },
      {
        alias: 'shopinvader_category_fr_fr',
        index: `shopinvader_category_fr_fr-${manifest.contentHash.slice(0, 12)}`,
        documents: manifest.categories,
      },
    ])

    const productRequests = requests.filter(
      (request) => request.path.includes('shopinvader_product') || request.path === '/_aliases',
    )
    const create = productRequests.find((request) => request.method === 'PUT' && request.path === `/${concrete}`)
    const created = JSON.parse(create!.body)
    expect(created.mappings.properties.categories.type).toBe('nested')
    expect(created.mappings.properties.price.properties.pro.properties.value.type).toBe('scaled_float')
    expect(created.settings.analysis.analyzer.french_light).toBeDefined()

    const bulkLines = requests
      .filter((request) => request.path.endsWith('/_bulk'))
      .flatMap((request) =>
        request.body
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      )
      .filter((_, i, lines) => i % 2 === 0 && lines[i].index?._index === concrete)
    expect(bulkLines).toHaveLength(40)
    expect(bulkLines[0]).toEqual({ index: { _index: concrete, _id: '10001' } })

    const aliases = requests.find((request) => request.path === '/_aliases' && request.body.includes(alias))
    expect(JSON.parse(aliases!.body).actions).toEqual([
      { remove: { index: `${alias}-*`, alias, must_exist: false } },
      { add: { index: concrete, alias } },
    ])
    const order = productRequests.map((request) => `${request.method} ${decodeURIComponent(request.path)}`)
    expect(order.indexOf(`PUT /${concrete}`)).toBeLessThan(order.findIndex((line) => line.startsWith('POST /_aliases')))
    expect(order).toContain(`DELETE /${alias}-0ld0ld0ld0ld`)
    expect(order).not.toContain(`DELETE /${alias}`)
  })

  it('leaves an index alone when the same content is already live', async () => {
    const suffix = manifest.contentHash.slice(0, 12)
    const live = ['product', 'category'].map(
      (kind) => `/shopinvader_${kind}_fr_fr-${suffix}/_alias/shopinvader_${kind}_fr_fr`,
    )
    const { requests, FakeConnection } = fakeCluster('x', live)
    const client = new Client({ node: 'http://es.test:9200', Connection: FakeConnection })
    const reports = await loadIntoElasticsearch(client, dataDir)
    await client.close()
    expect(reports.map((report) => report.documents)).toEqual([40, 40])
    expect(requests.filter((request) => request.method !== 'HEAD' && !request.path.endsWith('/_count'))).toEqual([])
  })

  it('refuses to run without a catalogue', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'catalogue-es-empty-'))
    const client = new Client({ node: 'http://es.test:9200', Connection: fakeCluster('x').FakeConnection })
    await expect(loadIntoElasticsearch(client, empty)).rejects.toThrow(/generate/)
    await client.close()
    await rm(empty, { recursive: true, force: true })
  })
})

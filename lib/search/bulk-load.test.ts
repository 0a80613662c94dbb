import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Client } from '@elastic/elasticsearch'
import Mock from '@elastic/elasticsearch-mock'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeSearchDocuments } from '@/demo/catalogue/generate'
import { loadSearchIndices, type LoadProgress, type RejectedDocument } from './bulk-load'

// The mock answers through the client's CommonJS build; its errors must come from the same build.
const { errors } = createRequire(import.meta.url)('@elastic/elasticsearch') as typeof import('@elastic/elasticsearch')

const PRODUCTS = 'shopinvader_product_fr_fr'
const CATEGORIES = 'shopinvader_category_fr_fr'

const notFound = () =>
  new errors.ResponseError({ body: { status: 404 }, statusCode: 404, headers: {}, warnings: null, meta: {} as never })

/**
 * A cluster good enough for a load: indices, aliases, bulk answers (refusing the ids in `refuse`),
 * and the log of every request that changes something.
 */
function cluster({ refuse = new Set<string>() }: { refuse?: Set<string> } = {}) {
  const indices = new Map<string, { mappings?: unknown; settings?: unknown; documents: Map<string, unknown> }>()
  const aliases = new Map<string, string>()
  const changes: string[] = []
  const mock = new Mock()
  const matching = (pattern: string) => {
    const regex = new RegExp(
      `^${pattern
        .split(',')
        .map((part) => part.replace(/[.]/g, '\\.').replace(/\*/g, '.*'))
        .join('|')}$`,
    )
    return [...indices.keys()].filter((name) => regex.test(name))
  }
  const segments = (params: { path: string | string[] }) => String(params.path).split('/').map(decodeURIComponent)
  const nameOf = (params: { path: string | string[] }) => segments(params)[1] ?? ''

  mock.add({ method: 'HEAD', path: '/:index/_alias/:name' }, (params) => {
    const [, index, , alias] = segments(params)
    return aliases.get(alias as string) === index ? {} : notFound()
  })
  mock.add({ method: 'HEAD', path: '/_alias/:name' }, (params) =>
    aliases.has(segments(params)[2] ?? '') ? {} : notFound(),
  )
  mock.add({ method: 'HEAD', path: '/:index' }, (params) => (indices.has(nameOf(params)) ? {} : notFound()))
  mock.add({ method: 'PUT', path: '/:index' }, (params) => {
    const body = params.body as { mappings?: unknown; settings?: unknown }
    indices.set(nameOf(params), { ...body, documents: new Map() })
    changes.push(`create ${nameOf(params)}`)
    return { acknowledged: true }
  })
  mock.add({ method: 'DELETE', path: '/:index' }, (params) => {
    for (const name of nameOf(params).split(',')) {
      if (indices.delete(name)) changes.push(`delete ${name}`)
    }
    return { acknowledged: true }
  })
  mock.add({ method: 'GET', path: '/:index' }, (params) =>
    Object.fromEntries(matching(nameOf(params)).map((name) => [name, {}])),
  )
  mock.add({ method: ['GET', 'POST'], path: '/:index/_count' }, (params) => ({
    count: indices.get(nameOf(params))?.documents.size ?? 0,
  }))
  mock.add({ method: ['GET', 'POST'], path: '/:index/_refresh' }, () => ({
    _shards: { total: 1, successful: 1, failed: 0 },
  }))
  mock.add({ method: 'POST', path: '/_aliases' }, (params) => {
    const { actions } = params.body as { actions: Record<string, { index: string; alias: string }>[] }
    for (const action of actions) {
      if (action.remove) aliases.delete(action.remove.alias)
      if (action.add) aliases.set(action.add.alias, action.add.index)
    }
    changes.push(`aliases ${JSON.stringify(actions.map((action) => Object.keys(action)[0]))}`)
    return { acknowledged: true }
  })
  mock.add({ method: ['POST', 'PUT'], path: '/_bulk' }, (params) => {
    const lines = params.body as Record<string, { _index: string; _id: string }>[]
    const items = []
    for (let at = 0; at < lines.length; at += 2) {
      const action = (lines[at] as { index: { _index: string; _id: string } }).index
      if (refuse.has(action._id)) {
        items.push({
          index: {
            _index: action._index,
            _id: action._id,
            status: 400,
            error: { type: 'document_parsing_exception', reason: '[1:42] failed to parse field [price.default.value]' },
          },
        })
        continue
      }
      indices.get(action._index)?.documents.set(action._id, lines[at + 1])
      items.push({ index: { _index: action._index, _id: action._id, status: 201 } })
    }
    return { took: 1, errors: items.some((item) => item.index.status >= 300), items }
  })
  const client = new Client({ node: 'http://es.test:9200', Connection: mock.getConnection(), maxRetries: 0 })
  return { client, indices, aliases, changes }
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bulk-load-'))
  await writeSearchDocuments({ dataDir: dir, products: 60, cmsUrl: 'http://cms.test' })
  dir = path.join(dir, 'search')
})
afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }))

describe('loadSearchIndices', () => {
  it('fills new indices with the shop’s mapping, then points the names the shop queries at them in one call', async () => {
    const { client, indices, aliases, changes } = cluster()
    const progress: LoadProgress[] = []
    const reports = await loadSearchIndices(client, dir, { onProgress: (step) => progress.push(step) })

    expect(
      reports.map(({ alias, documents, rejected, switched }) => ({ alias, documents, rejected, switched })),
    ).toEqual([
      { alias: PRODUCTS, documents: 60, rejected: 0, switched: true },
      { alias: CATEGORIES, documents: expect.any(Number), rejected: 0, switched: true },
    ])
    const products = indices.get(aliases.get(PRODUCTS) as string)
    expect(products?.documents.size).toBe(60)
    expect(products?.documents.has('10001')).toBe(true)
    expect(JSON.stringify(products?.mappings)).toContain('"search_text"')
    expect(JSON.stringify(products?.settings)).toContain('french_light')
    expect(aliases.get(PRODUCTS)).toMatch(new RegExp(`^${PRODUCTS}-[0-9a-f]{12}$`))
    expect(changes.indexOf(`create ${aliases.get(PRODUCTS)}`)).toBeLessThan(
      changes.findIndex((change) => change.startsWith('aliases')),
    )
    expect(progress.filter((step) => step.alias === PRODUCTS).at(-1)).toEqual({ alias: PRODUCTS, done: 60, total: 60 })
  })

  it('drops the copy it replaces, and leaves a copy of the same content alone', async () => {
    const { client, aliases, changes } = cluster()
    await loadSearchIndices(client, dir)
    const first = aliases.get(PRODUCTS) as string
    changes.length = 0
    await loadSearchIndices(client, dir)
    expect(changes).toEqual([])

    const products = path.join(dir, `${PRODUCTS}.ndjson`)
    const lines = (await readFile(products, 'utf8')).trim().split('\n')
    await writeFile(products, `${lines.slice(0, 59).join('\n')}\n`)
    const [report] = await loadSearchIndices(client, dir)
    expect(report).toMatchObject({ documents: 59, switched: true })
    expect(aliases.get(PRODUCTS)).not.toBe(first)
    expect(changes).toContain(`delete ${first}`)
  })

  it('names each rejected document, its line, its id and why, and keeps the index the shop was serving', async () => {
    const refuse = new Set<string>()
    const { client, aliases, indices } = cluster({ refuse })
    await loadSearchIndices(client, dir)
    const serving = aliases.get(PRODUCTS)

    const products = path.join(dir, `${PRODUCTS}.ndjson`)
    const lines = (await readFile(products, 'utf8')).trim().split('\n')
    const broken = [...lines]
    broken[1] = '{"id": 10002, "name": '
    broken[2] = JSON.stringify({ ...JSON.parse(lines[2] as string), id: undefined })
    broken[3] = JSON.stringify({ ...JSON.parse(lines[3] as string), url_key: 42 })
    await writeFile(products, `${broken.join('\n')}\n`)
    const refusedId = String(JSON.parse(lines[4] as string).id)
    refuse.add(refusedId)

    const rejected: RejectedDocument[] = []
    const [report] = await loadSearchIndices(client, dir, { onReject: (document) => rejected.push(document) })
    expect(rejected.map(({ line, id, status }) => ({ line, id, status }))).toEqual([
      { line: 2, id: undefined, status: undefined },
      { line: 3, id: undefined, status: undefined },
      { line: 4, id: JSON.parse(lines[3] as string).id, status: undefined },
      { line: 5, id: refusedId, status: 400 },
    ])
    expect(rejected[0]?.reason).toMatch(/^JSON illisible/)
    expect(rejected[1]?.reason).toBe('document sans id')
    expect(rejected[2]?.reason).toMatch(/^pas un document shopinvader lisible : url_key/)
    expect(rejected[3]?.reason).toBe('document_parsing_exception : [1:42] failed to parse field [price.default.value]')
    expect(report).toMatchObject({ rejected: 4, switched: false, documents: 56 })
    expect(aliases.get(PRODUCTS)).toBe(serving)
    expect(indices.has(serving as string)).toBe(true)
    expect(indices.has(report?.index as string)).toBe(false)
  })

  it('switches anyway when the operator accepts the rejects', async () => {
    const products = path.join(dir, `${PRODUCTS}.ndjson`)
    await appendFile(products, 'not json\n')
    const { client, aliases } = cluster()
    const [report] = await loadSearchIndices(client, dir, { acceptRejects: true })
    expect(report).toMatchObject({ rejected: 1, switched: true, documents: 60 })
    expect(aliases.get(PRODUCTS)).toBe(report?.index)
  })

  it('says which file it expected when one is missing', async () => {
    await rm(path.join(dir, `${CATEGORIES}.ndjson`))
    await expect(loadSearchIndices(cluster().client, dir)).rejects.toThrow(
      `Fichier introuvable : ${path.join(dir, `${CATEGORIES}.ndjson`)}`,
    )
  })
})

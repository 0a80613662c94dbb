import { beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { JUDGED_QUERIES, type JudgedQuery } from '../../bench/relevance/judgments'
import { writeSearchDocuments } from '../../demo/catalogue/generate'
import type { ProductDocument } from '../../lib/search/documents'
import { gradeOf, holds, scoreQuery, summarize, type CatalogueProducts } from './relevance-judge'

let catalogue: Map<string, ProductDocument[]>

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'judge-'))
  await writeSearchDocuments({ dataDir: dir, products: 400, cmsUrl: 'http://cms.test' })
  const lines = (await readFile(path.join(dir, 'search', 'shopinvader_product_fr_fr.ndjson'), 'utf8'))
    .trim()
    .split('\n')
  catalogue = new Map()
  for (const variant of lines.map((line) => JSON.parse(line) as ProductDocument)) {
    catalogue.set(variant.url_key, [...(catalogue.get(variant.url_key) ?? []), variant])
  }
  await rm(dir, { recursive: true, force: true })
})

const productWith = (test: (variant: ProductDocument) => boolean) =>
  [...catalogue.values()].find((variants) => variants.some(test)) as ProductDocument[]

describe('the judged set', () => {
  it('has at least 40 queries, each kind a buyer types, and an answer in the catalogue unless it says none', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(40)
    expect(new Set(JUDGED_QUERIES.map((query) => query.kind)).size).toBe(12)
    const products: CatalogueProducts = catalogue
    for (const query of JUDGED_QUERIES) {
      const relevant = [...products.values()].filter((variants) => gradeOf(query, variants) > 0).length
      expect({ q: query.q, answerable: relevant > 0 }).toEqual({ q: query.q, answerable: query.kind !== 'no-answer' })
    }
  })
})

describe('rules', () => {
  it('read the category path, the name start without accents, the norms, the references and the variant axes', () => {
    const glove = productWith((variant) => variant.sku === 'GA10020-7')
    expect(holds({ category: 'protection-des-mains' }, glove)).toBe(true)
    expect(holds({ category: 'signalisation' }, glove)).toBe(false)
    expect(holds({ name: 'gant ANTI-coupure' }, glove)).toBe(true)
    expect(holds({ norm: 'EN 388' }, glove)).toBe(true)
    expect(holds({ ref: 'mnt-7635' }, glove)).toBe(true)
    expect(holds({ variant: { taille: '9' } }, glove)).toBe(true)
    expect(holds({ all: [{ brand: 'Manutech' }, { skuPrefix: 'GA10020-' }] }, glove)).toBe(true)
    expect(holds({ all: [{ brand: 'Manutech' }, { sku: 'GA10020-99' }] }, glove)).toBe(false)
  })
})

describe('scores', () => {
  const query: JudgedQuery = {
    q: 'x',
    kind: 'sku-exact',
    need: '',
    relevant: [{ grade: 2, when: { sku: 'GA10020-7' } }],
  }
  const glove = () => productWith((variant) => variant.sku === 'GA10020-7')[0]!.url_key
  const other = () => [...catalogue.keys()].find((key) => key !== glove()) as string

  it('count precision@4 over the relevant products there are, nDCG@10 by position, the exact reference first', () => {
    const first = scoreQuery(query, catalogue, { total: 2, urlKeys: [glove(), other()] })
    expect(first).toMatchObject({ relevant: 1, precisionAt4: 1, ndcgAt10: 1, exactFirst: true })
    const second = scoreQuery(query, catalogue, { total: 2, urlKeys: [other(), glove()] })
    expect(second.precisionAt4).toBe(1)
    expect(second.ndcgAt10).toBeCloseTo(1 / Math.log2(3))
    expect(second.exactFirst).toBe(false)
  })

  it('sum up zero-result answers apart from queries with no good answer', () => {
    const none: JudgedQuery = { q: 'y', kind: 'no-answer', need: '', relevant: [] }
    const summary = summarize([
      scoreQuery(query, catalogue, { total: 0, urlKeys: [] }),
      scoreQuery(none, catalogue, { total: 3, urlKeys: [other()] }),
    ])
    expect(summary).toMatchObject({
      queries: 2,
      answerable: 1,
      precisionAt4: 0,
      zeroShare: 0.5,
      zeroAnswerable: ['x'],
      noAnswerListed: ['y'],
      exactFirst: { first: 0, of: 1 },
    })
  })
})

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { writeSearchDocuments } from '@/demo/catalogue/generate'
import { LocalSearchBackend } from '@/lib/search/local'
import type { ProductQuery } from '@/lib/search/types'
import { searchOutcome } from './search-outcome'

let dir: string
let search: LocalSearchBackend

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'search-outcome-'))
  await writeSearchDocuments({ dataDir: dir, products: 2000, cmsUrl: 'http://cms.test' })
  search = new LocalSearchBackend({ dir: path.join(dir, 'search'), logger: { error: () => {}, warn: () => {} } })
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const query = (text: string, extra: Partial<ProductQuery> = {}): ProductQuery => ({ text, mode: 'search', ...extra })

describe('searchOutcome', () => {
  it('opens the variant an exact sku or partner reference names, in any case', async () => {
    expect(await searchOutcome(search, query('ga10020-7'))).toMatchObject({ kind: 'variant', sku: 'GA10020-7' })
    const byReference = await searchOutcome(search, query('SCX-5197-01'))
    expect(byReference).toMatchObject({ kind: 'variant', sku: 'VH10010-JFL-XS' })
  })

  it('opens it for a market buyer too: their market is where they search, not a refinement', async () => {
    const market = ['MARCHE-2025-014']
    const { hits } = await search.searchProducts({ mode: 'listing', filters: { market }, pageSize: 1 })
    const sku = hits[0]?.product.sku as string
    expect(await searchOutcome(search, query(sku, { filters: { market } }))).toMatchObject({ kind: 'variant', sku })
  })

  it('lists results for a partial reference, a later page or a refined search', async () => {
    expect((await searchOutcome(search, query('GA10020'))).kind).toBe('results')
    expect((await searchOutcome(search, query('GA10020-7', { page: 2 }))).kind).toBe('results')
    expect((await searchOutcome(search, query('GA10020-7', { filters: { inStock: true } }))).kind).toBe('results')
  })

  it('searches the corrected spelling when the typed one finds nothing, and says so', async () => {
    const outcome = await searchOutcome(search, query('gnats'))
    expect(outcome).toMatchObject({ kind: 'results', corrected: 'gants' })
    if (outcome.kind !== 'results') throw new Error('results expected')
    expect(outcome.result.hits[0]?.product.model.name).toMatch(/^Gant /)
  })

  it('offers the categories closest to the words typed when nothing is found, else the universes', async () => {
    const boxing = await searchOutcome(search, query('gants de boxe'))
    expect(boxing).toMatchObject({ kind: 'results', categoriesAreTopLevel: false })
    if (boxing.kind !== 'results') throw new Error('results expected')
    expect(boxing.result.total).toBe(0)
    expect(boxing.categories[0]?.name).toMatch(/^Gants /)

    const chainsaw = await searchOutcome(search, query('tronçonneuse'))
    if (chainsaw.kind !== 'results') throw new Error('results expected')
    expect(chainsaw.categoriesAreTopLevel).toBe(true)
    expect(chainsaw.categories.map((category) => category.level)).toEqual(chainsaw.categories.map(() => 0))
    expect(chainsaw.categories.length).toBeGreaterThan(0)
  })

  it('asks nothing more of the search server when products were found', async () => {
    const closest = vi.spyOn(search, 'closestCategories')
    const outcome = await searchOutcome(search, query('gants'))
    expect(outcome).toMatchObject({ kind: 'results', categories: [] })
    expect(closest).not.toHaveBeenCalled()
  })
})

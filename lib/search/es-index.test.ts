import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { estypes } from '@elastic/elasticsearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INDEX_SETTINGS, SEARCH_TEXT_FIELD, categoryMappings, productMappings } from './es-index'
import { autocompleteCategoriesBody, closestCategoriesBody, productSearchBody } from './queries'
import { SEARCHED_FIELDS } from './relevance'
import { fieldAt, leaves } from './testing'
import { SEARCH_DIR, writeSearchDocuments } from '@/demo/catalogue/generate'
import { PRICE_ROLES } from '@/demo/catalogue/vocabulary'

const products = productMappings(PRICE_ROLES)
const categories = categoryMappings()

describe('product mapping', () => {
  it('supports the lookups, collapse and cardinality on url_key and sku', () => {
    for (const field of [
      'url_key',
      'url_key.keyword',
      'redirect_url_key',
      'sku',
      'sku.keyword',
      'ref_partner_1',
      'market',
    ]) {
      expect(fieldAt(products, field)?.type, field).toBe('keyword')
    }
    expect(fieldAt(products, 'id')?.type).toBe('integer')
    expect(fieldAt(products, 'main')?.type).toBe('boolean')
  })

  it('makes categories and variant attributes nested, with keyword axes for aggregations', () => {
    expect(fieldAt(products, 'categories')?.type).toBe('nested')
    expect(fieldAt(products, 'categories.id')?.type).toBe('integer')
    expect(fieldAt(products, 'variant_attributes')?.type).toBe('nested')
    expect(fieldAt(products, 'variant_attributes.taille')?.type).toBe('keyword')
    expect(fieldAt(products, 'variant_attributes.couleur')?.type).toBe('keyword')
  })

  it('offers French full-text, product type, written words and sortable variants of the name', () => {
    expect(fieldAt(products, 'name')).toMatchObject({ type: 'text', analyzer: 'french_light' })
    expect(fieldAt(products, 'name.type')).toMatchObject({ analyzer: 'product_type', search_analyzer: 'french_light' })
    expect(fieldAt(products, 'name.words')).toMatchObject({ type: 'text', analyzer: 'written_words' })
    expect(fieldAt(products, 'name.sortable')).toMatchObject({ type: 'keyword', normalizer: 'folded' })
    expect(fieldAt(products, 'name.keyword')?.type).toBe('keyword')
    expect(fieldAt(products, 'description')).toMatchObject({ type: 'text', analyzer: 'french_light' })
  })

  it('copies every searched field into the one field a search needs all its words in', () => {
    expect(fieldAt(products, SEARCH_TEXT_FIELD)).toMatchObject({ type: 'text', analyzer: 'french_light' })
    for (const field of SEARCHED_FIELDS) {
      expect(fieldAt(products, field), field).toMatchObject({ copy_to: SEARCH_TEXT_FIELD })
    }
    expect(fieldAt(products, 'categories.parent.name')).not.toHaveProperty('copy_to')
  })

  it('maps sequence and every role price as numbers', () => {
    expect(fieldAt(products, 'sequence')?.type).toBe('integer')
    for (const role of PRICE_ROLES) {
      expect(fieldAt(products, `price.${role}.value`)?.type).toBe('scaled_float')
      expect(fieldAt(products, `price.${role}.original_value_taxed`)?.type).toBe('scaled_float')
    }
  })

  it('only references analyzers and normalizers it defines', () => {
    const analysis = INDEX_SETTINGS.analysis!
    const used = JSON.stringify([products, categories])
    for (const [, name] of used.matchAll(/"analyzer":"([^"]+)"/g))
      expect(Object.keys(analysis.analyzer ?? {})).toContain(name)
    for (const [, name] of used.matchAll(/"normalizer":"([^"]+)"/g))
      expect(Object.keys(analysis.normalizer ?? {})).toContain(name)
  })
})

describe('the mapping serves every field a body asks for', () => {
  type Property = {
    type?: string
    analyzer?: string
    properties?: Record<string, Property>
    fields?: Record<string, Property>
  }
  const fieldAt = (mapping: estypes.MappingTypeMapping, dotted: string): Property | undefined => {
    let properties = mapping.properties as Record<string, Property> | undefined
    let current: Property | undefined
    for (const part of dotted.split('.')) {
      current = properties?.[part] ?? current?.fields?.[part]
      properties = current?.properties
    }
    return current
  }
  const stemming = Object.entries(INDEX_SETTINGS.analysis?.analyzer ?? {})
    .filter(([, analyzer]) => JSON.stringify(analyzer).includes('french_light_stem'))
    .map(([name]) => name)

  it('with French analysis on every word searched (products)', () => {
    const mapping = products
    const bodies = [productSearchBody({ mode: 'search', text: 'gants', filters: { attributes: { taille: ['9'] } } })]
    for (const leaf of bodies.flatMap((body) => [...leaves(body.query), ...leaves(body.post_filter)])) {
      if (leaf.type === 'match_all') continue
      const field = fieldAt(mapping, leaf.field)
      expect(field, leaf.field).toBeDefined()
      if (leaf.type.startsWith('match')) expect(stemming, leaf.field).toContain(field?.analyzer)
    }
  })

  it('with French analysis on every word searched (categories)', () => {
    const mapping = categories
    for (const body of [autocompleteCategoriesBody('gants', 8), closestCategoriesBody('gants de boxe')]) {
      for (const leaf of leaves(body.query)) {
        expect(fieldAt(mapping, leaf.field), leaf.field).toBeDefined()
        if (leaf.type.startsWith('match')) expect(stemming).toContain(fieldAt(mapping, leaf.field)?.analyzer)
      }
    }
  })
})

describe('category mapping', () => {
  it('supports level navigation and url lookups', () => {
    expect(fieldAt(categories, 'level')?.type).toBe('integer')
    expect(fieldAt(categories, 'url_key')?.type).toBe('keyword')
    expect(fieldAt(categories, 'redirect_url_key')?.type).toBe('keyword')
    expect(fieldAt(categories, 'parent.id')?.type).toBe('integer')
    expect(fieldAt(categories, 'name.sortable')?.type).toBe('keyword')
  })
})

describe('coverage of the generated documents', () => {
  let dataDir: string
  let files: { product: string; category: string }
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'catalogue-mapping-'))
    ;({ files } = await writeSearchDocuments({ dataDir, products: 60, cmsUrl: 'http://cms.test' }))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('declares every top-level field, so none is silently left out by dynamic: false', async () => {
    for (const [file, mapping] of [
      [files.product, products],
      [files.category, categories],
    ] as const) {
      const [first] = (await readFile(path.join(SEARCH_DIR(dataDir), file), 'utf8')).split('\n')
      for (const key of Object.keys(JSON.parse(first!) as object))
        expect(mapping.properties, `${file} ${key}`).toHaveProperty(key)
    }
  })
})

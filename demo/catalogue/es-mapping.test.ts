import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { estypes } from '@elastic/elasticsearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INDEX_SETTINGS, categoryMappings, productMappings } from './es-mapping'
import { SEARCH_DIR, writeSearchDocuments } from './generate'
import { PRICE_ROLES } from './vocabulary'

type Property = estypes.MappingProperty & {
  properties?: Record<string, Property>
  fields?: Record<string, Property>
  type?: string
  normalizer?: string
  analyzer?: string
}

/** The mapping of a dotted field path, following sub-objects and multi-fields. */
function fieldAt(mapping: estypes.MappingTypeMapping, dotted: string): Property | undefined {
  let properties = mapping.properties as Record<string, Property> | undefined
  let current: Property | undefined
  for (const part of dotted.split('.')) {
    current = properties?.[part] ?? current?.fields?.[part]
    properties = current?.properties
  }
  return current
}

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

  it('offers full-text, prefix, suggestion and sortable variants of the name', () => {
    expect(fieldAt(products, 'name')).toMatchObject({ type: 'text', analyzer: 'french_text' })
    expect(fieldAt(products, 'name.sortable')).toMatchObject({ type: 'keyword', normalizer: 'folded' })
    expect(fieldAt(products, 'name.keyword')?.type).toBe('keyword')
    expect(fieldAt(products, 'name.suggest')?.type).toBe('search_as_you_type')
    expect(fieldAt(products, 'description')?.type).toBe('text')
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

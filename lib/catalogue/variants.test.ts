import { describe, expect, it } from 'vitest'
import { productDocumentSchema } from '@/lib/search/documents'
import { selectVariant, variantAxes } from './variants'

const variant = (id: number, couleur: string, taille: string, main = false) =>
  productDocumentSchema.parse({
    id,
    main,
    model: { name: 'Veste' },
    name: `Veste (${couleur}, ${taille})`,
    url_key: 'veste',
    sku: `V-${couleur}-${taille}`,
    variant_attributes: { couleur, taille },
  })

const variants = [
  variant(1, 'Bleu', 'XL'),
  variant(2, 'Bleu', 'S', true),
  variant(3, 'Bleu', '3XL'),
  variant(4, 'Rouge', 'S'),
  variant(5, 'Bleu', 'M'),
]
const hit = { product: variants[1]!, variants }

describe('selectVariant', () => {
  it('takes the sku, else matching axis values, else the main variant', () => {
    expect(selectVariant(hit, { sku: 'V-Bleu-XL' }).id).toBe(1)
    expect(selectVariant(hit, { attributes: { couleur: 'Rouge', taille: 'S' } }).id).toBe(4)
    expect(selectVariant(hit, { attributes: { taille: 'M' } }).id).toBe(5)
    expect(selectVariant(hit, { sku: 'inconnu' }).id).toBe(2)
    expect(selectVariant(hit, {}).id).toBe(2)
  })
})

describe('variantAxes', () => {
  it('orders sizes from small to large and points each to the variant with the other axes kept', () => {
    const [couleur, taille] = variantAxes(variants, variants[0]!)
    expect(taille?.name).toBe('taille')
    expect(taille?.options.map((o) => o.value)).toEqual(['S', 'M', 'XL', '3XL'])
    expect(taille?.options.find((o) => o.value === 'M')).toEqual({
      value: 'M',
      sku: 'V-Bleu-M',
      selected: false,
      available: true,
    })
    expect(taille?.options.find((o) => o.value === 'XL')?.selected).toBe(true)
    expect(couleur?.options).toEqual([
      { value: 'Bleu', sku: 'V-Bleu-XL', selected: true, available: true },
      { value: 'Rouge', sku: null, selected: false, available: false },
    ])
  })

  it('enables a colour where the selected size exists in it', () => {
    const [couleur] = variantAxes(variants, variants[1]!)
    expect(couleur?.options.find((o) => o.value === 'Rouge')).toMatchObject({ sku: 'V-Rouge-S', available: true })
  })

  it('has no selector for a single variant', () => {
    expect(variantAxes([variants[0]!], variants[0]!)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { analyze, productType, stem, writtenWords } from './analysis'

describe('French analysis', () => {
  it('stems plural and feminine endings, so singular and plural are one word', () => {
    expect(analyze('gants')).toEqual(analyze('gant'))
    expect(analyze('Panneaux')).toEqual(['panneau'])
    expect(analyze('seaux')).toEqual(['seau'])
    expect(analyze('métaux')).toEqual(['metal'])
    expect(analyze('doublées légères')).toEqual(analyze('doublé léger'))
    expect(analyze('chaussures de sécurité montantes')).toEqual(['chaussure', 'securite', 'montante'])
  })

  it('leaves short words, double s and anything with digits alone', () => {
    expect(['bas', 'pas', 'express', 's3', 'ffp2', '388'].map(stem)).toEqual([
      'bas',
      'pas',
      'express',
      's3',
      'ffp2',
      '388',
    ])
  })

  it('drops elided articles and stop words, whatever the apostrophe', () => {
    expect(analyze("l'EPI")).toEqual(['epi'])
    expect(analyze('Bouchons d’oreilles')).toEqual(['bouchon', 'oreille'])
    expect(analyze('gants anti coupure taille 9')).toEqual(['gant', 'anti', 'coupure', '9'])
    expect(analyze('masque sans soupape avec cordon')).toHaveLength(5)
  })

  it('folds case, accents and ligatures', () => {
    expect(analyze('SÉCURITÉ Hygiène Œil')).toEqual(analyze('securite hygiene oeil'))
  })

  it('cuts words on anything but letters and digits, strips HTML', () => {
    expect(analyze('<p>Anti-coupure, EN 388 : niveau D</p>')).toEqual(['anti', 'coupure', '388', 'niveau'])
  })

  it('names what a product is by the first word of its name that says something', () => {
    expect(productType('Gant anti-coupure niveau F Causse')).toBe('gant')
    expect(productType('Panneau port des gants obligatoire PVC')).toBe('panneau')
    expect(productType('Bouchons d’oreilles mousse')).toBe('bouchon')
  })

  it('keeps the written words, accents included, for corrected spellings', () => {
    expect(writtenWords('Chaussure de Sécurité')).toEqual(['chaussure', 'de', 'sécurité'])
  })
})

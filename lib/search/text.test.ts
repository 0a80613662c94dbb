import { describe, expect, it } from 'vitest'
import { foldText } from './text'

describe('foldText', () => {
  it('folds case, accents and ligatures as the Elasticsearch index does, so both adapters meet the same words', () => {
    // Elasticsearch's asciifolding turns "œ" into "oe": a buyer typing "oeil" finds "Œil" on both sides.
    expect(foldText('SÉCURITÉ Hygiène Œillet Bœuf Ex æquo')).toBe(foldText('securite hygiene oeillet boeuf ex aequo'))
    expect(foldText('Œillet')).toBe('oeillet')
  })
})

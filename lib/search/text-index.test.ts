import { describe, expect, it } from 'vitest'
import { FieldIndex, Speller, Vocabulary, editDistance } from './text-index'

describe('editDistance', () => {
  it('counts a transposition as one edit and stops past the maximum', () => {
    expect(editDistance('gnat', 'gant', 2)).toBe(1)
    expect(editDistance('casqeu', 'casque', 2)).toBe(1)
    expect(editDistance('chaussurre', 'chaussure', 2)).toBe(1)
    expect(editDistance('gant', 'panneau', 2)).toBe(3)
  })
})

describe('Vocabulary', () => {
  const vocabulary = new Vocabulary(['gant', 'gantelet', 'casque', 'casquette', 'chaussure', 'securite'])
  const words = (word: string, prefix = false) =>
    vocabulary
      .expand(word, { prefix })
      .map((found) => found.word)
      .sort()

  it('forgives typos past the first three letters only, as many as the word is long', () => {
    expect(words('gnat')).toEqual([])
    expect(words('ganr')).toEqual(['gant'])
    expect(words('chaussurre')).toEqual(['chaussure'])
    expect(words('ga')).toEqual([])
  })

  it('completes the last word being typed, at a constant score', () => {
    expect(words('casq', true)).toEqual(['casque', 'casquette'])
    expect(vocabulary.expand('casq', { prefix: true }).every((found) => found.prefixOnly)).toBe(true)
    expect(words('casq')).toEqual([])
  })
})

describe('FieldIndex', () => {
  it('scores a rarer word and a shorter field higher (BM25)', () => {
    const field = new FieldIndex()
    field.add(0, ['gant', 'nitrile'])
    field.add(1, ['gant', 'cuir', 'renforce', 'hiver'])
    field.add(2, ['panneau'])
    field.freeze()
    const scores: number[] = []
    field.forEach('gant', (doc, score) => (scores[doc] = score))
    expect(scores[0]).toBeGreaterThan(scores[1] as number)
    let rare = 0
    field.forEach('nitrile', (_, score) => (rare = score))
    expect(rare).toBeGreaterThan(scores[0] as number)
  })
})

describe('Speller', () => {
  it('replaces unknown words by the closest known one, the same first letter, keeping accents', () => {
    const speller = new Speller()
    speller.add(['gants', 'gants', 'gilet', 'sécurité', 'chaussures'])
    expect(speller.correct(['gnats'])).toBe('gants')
    expect(speller.correct(['chaussurres', 'de', 'securite'])).toBe('chaussures de sécurité')
    expect(speller.correct(['gants'])).toBeUndefined()
    expect(speller.correct(['xyzt'])).toBeUndefined()
  })
})

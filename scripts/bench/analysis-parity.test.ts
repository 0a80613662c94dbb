import { describe, expect, it } from 'vitest'
import { analyze, productType, writtenWords } from '../../lib/search/analysis'
import { INDEX_SETTINGS } from '../../lib/search/es-index'
import { analyzeWith } from './es-model'

/** The Elasticsearch analyzers, read from the index settings by the model, cut text as the local adapter does. */

const TEXTS = [
  "l'EPI obligatoire",
  'Bouchons d’oreilles mousse Garonne',
  'Gants anti-coupure niveau D, EN 388 : taille 9',
  'Chaussures de sécurité montantes S3 SRC',
  'Panneaux, seaux, métaux et genoux',
  'Parkas doublées légères — Œil de bœuf',
  '<p>Nettoyant prêt à l’emploi <strong>écologique</strong></p>',
  'GA10020-7 MNT-7635-01 D260618201',
]

describe('the index settings analyse like lib/search/analysis.ts', () => {
  it.each(TEXTS)('french_light: %s', (text) => {
    expect(analyzeWith(INDEX_SETTINGS, 'french_light', text)).toEqual(analyze(text))
  })

  it.each(TEXTS)('product_type: %s', (text) => {
    expect(analyzeWith(INDEX_SETTINGS, 'product_type', text)).toEqual([productType(text)].filter(Boolean))
  })

  it.each(TEXTS.filter((text) => !text.includes('<')))('written_words: %s', (text) => {
    expect(analyzeWith(INDEX_SETTINGS, 'written_words', text)).toEqual(writtenWords(text))
  })
})

import { foldText, stripHtml } from './text'

/**
 * French analysis, written once for both search adapters: the local index runs these functions, and
 * the Elasticsearch index settings (lib/search/es-index.ts) are built from the same constants, so a
 * word is cut, folded, dropped or stemmed alike on both sides (docs/adr/0003-search-adapters.md).
 *
 * - Words: anything but letters and digits separates them, the apostrophe included, so an elided
 *   article ("l’EPI", "d'oreilles") comes off as a word of its own and is dropped as a stop word.
 * - Case and accents are folded: "Sécurité", "securite" and "SECURITE" are one word.
 * - Light stemming: plural and feminine endings come off ("gants" → "gant", "panneaux" →
 *   "panneau", "doublées" → "double"), nothing more, so a word keeps its meaning and stays a prefix of
 *   what the buyer is typing.
 */

/** A regular expression both JavaScript (`u` flag) and Java (Elasticsearch's pattern tokenizer) read alike. */
export const WORD_SEPARATOR = '[^\\p{L}\\p{N}]+'

/** Articles French elides before a vowel: once the apostrophe has split them off, they are stop words. */
const ELIDED_ARTICLES = ['l', 'm', 't', 'qu', 'n', 's', 'j', 'd', 'c', 'jusqu', 'quoiqu', 'lorsqu', 'puisqu']

/**
 * Words that say nothing about a product, folded. "avec" and "sans" are kept: "masque sans soupape"
 * is not "masque avec soupape". Names of variant axes are dropped so that "taille 9" looks for 9.
 */
export const STOP_WORDS = [
  ...ELIDED_ARTICLES,
  'a',
  'au',
  'aux',
  'de',
  'des',
  'du',
  'en',
  'et',
  'la',
  'le',
  'les',
  'ou',
  'par',
  'pour',
  'sur',
  'un',
  'une',
  'taille',
  'pointure',
  'couleur',
  'coloris',
] as const

/**
 * The stemmer: each rule in turn, on a folded word made of letters only. Java and JavaScript read
 * these patterns and `$1` alike; Elasticsearch runs them as `pattern_replace` token filters.
 */
export const STEM_RULES: readonly { pattern: string; replacement: string }[] = [
  // panneaux → panneau, seaux → seau, genoux → genou
  { pattern: '^([a-z]+(?:eau|eu|ou))x$', replacement: '$1' },
  // métaux → métal
  { pattern: '^([a-z]{3,})aux$', replacement: '$1al' },
  // gants → gant, chaussures → chaussure (not "express", nor words of three letters: "bas", "pas")
  { pattern: '^([a-z]{2,}[a-rt-z])s$', replacement: '$1' },
  // légère → léger
  { pattern: '^([a-z]{2,})ere$', replacement: '$1er' },
  // doublée → doublé
  { pattern: '^([a-z]{2,}e)e$', replacement: '$1' },
]

const separator = new RegExp(WORD_SEPARATOR, 'u')
const stopWords: ReadonlySet<string> = new Set(STOP_WORDS)
const stemRules = STEM_RULES.map((rule) => ({ pattern: new RegExp(rule.pattern, 'u'), replacement: rule.replacement }))

export function stem(word: string): string {
  return stemRules.reduce((current, rule) => current.replace(rule.pattern, rule.replacement), word)
}

/** The words of a text as both indices store and search them. */
export function analyze(text: string): string[] {
  const words: string[] = []
  for (const word of foldText(stripHtml(text)).split(separator)) {
    if (word !== '' && !stopWords.has(word)) words.push(stem(word))
  }
  return words
}

/**
 * What a product is, from its name: the first word that says something ("Gant anti-coupure…" is a
 * gant, "Panneau port des gants obligatoire" is a panneau).
 */
export function productType(name: string): string | undefined {
  return analyze(name)[0]
}

/** Words as the catalogue writes them, only lower-cased: the dictionary a corrected spelling is taken from. */
export function writtenWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(separator)
    .filter((word) => word !== '')
}

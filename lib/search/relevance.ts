/**
 * How both search adapters rank a typed search: the same clauses, the same boosts. The Elasticsearch
 * adapter writes them as a query body (lib/search/queries.ts), the local one evaluates them over its
 * own index (lib/search/local-text.ts); docs/product/search.md#ranking says what a buyer gets.
 *
 * A product is found when every word of the search is in its searched text (misspelt past its first
 * three letters, or the start of the last word being typed), or when the typed text is part of its
 * name or of one of its references. It then ranks by the sum of:
 * - the words found in its searched text (BM25);
 * - the shopinvader template's boosts: name starting with the text 3.5, name containing it 3, sku or
 *   partner reference containing it 3;
 * - an exact sku or partner reference: far above anything else, so it comes first;
 * - a word of the search being what the product is (the first word of its name), or in the name of
 *   one of its categories: "gants" ranks gloves above a "Panneau port des gants obligatoire" sign;
 * - the words found in its name;
 * (these last four count words spelt as typed only: a typo finds a product, it does not promote it)
 * multiplied by its sequence boost, so the shop's own order breaks ties.
 */

/** Typos are forgiven past the first three letters only (docs/product/search.md#matching). */
export const FUZZY_PREFIX_LENGTH = 3
/** Elasticsearch's `AUTO` fuzziness: no typo under three letters, one up to five, two beyond. */
export function fuzzyEdits(word: string): number {
  return word.length < 3 ? 0 : word.length < 6 ? 1 : 2
}

export const NAME_PREFIX_BOOST = 3.5
export const NAME_WILDCARD_BOOST = 3
export const REFERENCE_WILDCARD_BOOST = 3
export const EXACT_REFERENCE_BOOST = 1000
export const PRODUCT_TYPE_BOOST = 40
export const CATEGORY_BOOST = 20
export const NAME_MATCH_BOOST = 3
export const EXACT_WORDS_BOOST = 2

/** max((pivot − sequence) × factor + offset, 0): a lower sequence ranks first. */
export const SEQUENCE_BOOST = { pivot: 1000, factor: 0.005, offset: 1 } as const

/** The score a document's sequence multiplies its relevance by; a document without one counts as neutral. */
export function sequenceBoost(sequence: number | null): number {
  if (sequence === null) return SEQUENCE_BOOST.offset
  return Math.max((SEQUENCE_BOOST.pivot - sequence) * SEQUENCE_BOOST.factor + SEQUENCE_BOOST.offset, 0)
}

/**
 * The document fields whose words a search looks for, all in one searched text (Elasticsearch:
 * `copy_to` into `search_text`). The variant's name carries its colour, size or format.
 */
export const SEARCHED_FIELDS = [
  'name',
  'brand.name',
  'categories.name',
  'picto_usage.code',
  'picto_usage.name',
  'meta_keywords',
  'short_description',
  'description',
] as const

/** Words of a search beyond this are ignored: nobody types more, and each word costs a pass. */
export const MAX_SEARCH_WORDS = 12

/** Closest categories offered when a search finds nothing. */
export const CLOSEST_CATEGORIES = 6

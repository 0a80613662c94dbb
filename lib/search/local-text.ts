import { analyze, productType, writtenWords } from './analysis'
import type { CategoryDocument, ProductDocument } from './documents'
import {
  CATEGORY_BOOST,
  EXACT_REFERENCE_BOOST,
  EXACT_WORDS_BOOST,
  MAX_SEARCH_WORDS,
  NAME_MATCH_BOOST,
  NAME_PREFIX_BOOST,
  NAME_WILDCARD_BOOST,
  PRODUCT_TYPE_BOOST,
  REFERENCE_WILDCARD_BOOST,
  SEARCHED_FIELDS,
} from './relevance'
import { foldText, normalizeSearchText } from './text'
import { FieldIndex, Speller, Vocabulary, type Expansion } from './text-index'

/**
 * The local adapter's text search: the ranking of lib/search/relevance.ts over in-memory indices,
 * per product (a model and its variants) where Elasticsearch scores each variant. A product is found
 * when each word is in its searched text or, for the words of one variant's own name (its colour, its
 * size), in that variant: only the variants that have them are kept, as Elasticsearch keeps the
 * variant documents that match.
 */

interface TextModel {
  variants: readonly number[]
  main: ProductDocument
  /** Sequence boost. */
  boost: number
  /** Folded model name, for the name prefix and wildcard boosts. */
  sortName: string
}

export interface ProductText {
  searched: FieldIndex
  type: FieldIndex
  /** One document per category of each product, as Elasticsearch's nested categories. */
  categories: FieldIndex
  /** The product of each document of `categories`. */
  categoryOwner: Int32Array
  name: FieldIndex
  /** Variant positions by the words of their own name. */
  variantWords: Map<string, number[]>
  /** Per variant position: folded sku and partner references. */
  references: (readonly string[])[]
  vocabulary: Vocabulary
  speller: Speller
}

/** The values at a dotted path of a document, through objects and lists. */
function valuesAt(source: unknown, path: readonly string[]): string[] {
  if (source === null || source === undefined) return []
  if (Array.isArray(source)) return source.flatMap((item) => valuesAt(item, path))
  if (path.length === 0) return typeof source === 'object' ? [] : [String(source)]
  if (typeof source !== 'object') return []
  const [head, ...rest] = path as [string, ...string[]]
  return valuesAt((source as Record<string, unknown>)[head], rest)
}

/** The searched text of a product: its model name and what every variant shares (the variant's own name apart). */
function searchedWords(main: ProductDocument): string[] {
  return SEARCHED_FIELDS.flatMap((field) =>
    field === 'name' ? analyze(main.model.name) : valuesAt(main, field.split('.')).flatMap(analyze),
  )
}

export function buildProductText(models: readonly TextModel[], documents: readonly ProductDocument[]): ProductText {
  const searched = new FieldIndex()
  const type = new FieldIndex()
  const categories = new FieldIndex()
  const name = new FieldIndex()
  const words = new Set<string>()
  const keep = (list: string[]) => {
    for (const word of list) words.add(word)
    return list
  }
  const owners: number[] = []
  models.forEach((model, position) => {
    const { main } = model
    searched.add(position, keep(searchedWords(main)))
    const kind = productType(main.model.name)
    type.add(position, kind === undefined ? [] : [kind])
    for (const category of main.categories) {
      categories.add(owners.length, keep(analyze(category.name)))
      owners.push(position)
    }
    name.add(position, keep(analyze(main.model.name)))
  })
  for (const field of [searched, type, categories, name]) field.freeze()

  const variantWords = new Map<string, number[]>()
  const speller = new Speller()
  const references = documents.map((variant, position) => {
    for (const word of new Set(keep(analyze(variant.name)))) {
      const list = variantWords.get(word)
      if (list) list.push(position)
      else variantWords.set(word, [position])
    }
    speller.add(writtenWords(variant.name))
    return [variant.sku, variant.ref_partner_1, variant.ref_partner_2].flatMap((ref) => (ref ? [foldText(ref)] : []))
  })
  return {
    searched,
    type,
    categories,
    categoryOwner: Int32Array.from(owners),
    name,
    variantWords,
    references,
    vocabulary: new Vocabulary(words),
    speller,
  }
}

interface TextMatch {
  model: number
  score: number
  /** Positions of the variants found, in catalogue order. */
  variants: number[]
}

const searchWords = (text: string) => analyze(text).slice(0, MAX_SEARCH_WORDS)

/** Each word of the search with the index words it stands for; the last one is also a prefix. */
function expand(words: readonly string[], vocabulary: Vocabulary): Expansion[][] {
  return words.map((word, index) => vocabulary.expand(word, { prefix: index === words.length - 1 }))
}

export function searchProductText(
  index: ProductText,
  models: readonly TextModel[],
  modelOf: Int32Array,
  text: string,
): TextMatch[] {
  const folded = normalizeSearchText(text)
  const analyzed = searchWords(text)
  const expansions = expand(analyzed, index.vocabulary)
  const count = models.length
  const all = expansions.length === 0 ? -1 : 2 ** expansions.length - 1
  const found = new Uint32Array(count)
  const score = new Float64Array(count)

  // Words in the searched text: BM25, or a constant for the start of the last word (a prefix query).
  expansions.forEach((words, position) => {
    const bit = 1 << position
    const prefixed = new Set<number>()
    for (const expansion of words) {
      index.searched.forEach(expansion.word, (doc, bm25) => {
        found[doc] = (found[doc] as number) | bit
        if (!expansion.prefixOnly) score[doc] = (score[doc] as number) + expansion.weight * bm25
        else if (!prefixed.has(doc)) {
          prefixed.add(doc)
          score[doc] = (score[doc] as number) + 1
        }
      })
    }
  })

  const kept = new Map<number, Set<number>>()
  const keepVariant = (model: number, variant: number) => {
    const set = kept.get(model)
    if (set) set.add(variant)
    else kept.set(model, new Set([variant]))
  }
  const keepModel = (model: number) => {
    for (const variant of (models[model] as TextModel).variants) keepVariant(model, variant)
  }
  for (let model = 0; model < count; model++) if (found[model] === all) keepModel(model)

  // Words only some variants have (a colour, a size): those variants, and only they, complete the product.
  const variantFound = new Map<number, number>()
  expansions.forEach((words, position) => {
    for (const expansion of words) {
      for (const variant of index.variantWords.get(expansion.word) ?? []) {
        variantFound.set(variant, (variantFound.get(variant) ?? 0) | (1 << position))
      }
    }
  })
  for (const [variant, bits] of variantFound) {
    const model = modelOf[variant] as number
    const atModel = found[model] as number
    if (atModel === all || (atModel | bits) !== all) continue
    if (!kept.has(model)) {
      // Each word only a variant has counts once, as a match in that variant's name would.
      let missing = all & ~atModel
      while (missing) {
        score[model] = (score[model] as number) + 1
        missing &= missing - 1
      }
    }
    keepVariant(model, variant)
  }

  // The typed text inside a name or a reference (the template's prefix and wildcard queries).
  if (folded !== '') {
    models.forEach((model, position) => {
      if (!model.sortName.includes(folded)) return
      score[position] =
        (score[position] as number) + NAME_WILDCARD_BOOST + (model.sortName.startsWith(folded) ? NAME_PREFIX_BOOST : 0)
      keepModel(position)
    })
    const referenceBoost = new Map<number, number>()
    index.references.forEach((references, variant) => {
      let boost = 0
      for (const reference of references) {
        if (reference === folded) boost = Math.max(boost, EXACT_REFERENCE_BOOST)
        if (reference.includes(folded)) boost += REFERENCE_WILDCARD_BOOST
      }
      if (boost === 0) return
      const model = modelOf[variant] as number
      referenceBoost.set(model, Math.max(referenceBoost.get(model) ?? 0, boost))
      keepVariant(model, variant)
    })
    for (const [model, boost] of referenceBoost) score[model] = (score[model] as number) + boost
  }

  // Words spelt as typed: in the searched text again, in what the product is, where it is listed, its name.
  const exact = expansions.map((words, position) =>
    words.filter((expansion) => !expansion.prefixOnly && expansion.word === analyzed[position]),
  )
  index.searched.addScores(exact, EXACT_WORDS_BOOST, score)
  index.type.addScores(exact, PRODUCT_TYPE_BOOST, score)
  index.name.addScores(exact, NAME_MATCH_BOOST, score)
  // The best of its categories counts (Elasticsearch's nested `score_mode: max`).
  const perCategory = new Float64Array(index.categoryOwner.length)
  index.categories.addScores(exact, CATEGORY_BOOST, perCategory)
  const bestCategory = new Float64Array(count)
  perCategory.forEach((value, unit) => {
    const model = index.categoryOwner[unit] as number
    if (value > (bestCategory[model] as number)) bestCategory[model] = value
  })
  bestCategory.forEach((value, model) => {
    score[model] = (score[model] as number) + value
  })

  return [...kept].map(([model, variants]) => ({
    model,
    score: (score[model] as number) * (models[model] as TextModel).boost,
    variants: [...variants].sort((a, b) => a - b),
  }))
}

/** "Did you mean": the search with each unknown word replaced by the closest word of a product name. */
export function correctSpelling(index: ProductText, text: string): string | undefined {
  return index.speller.correct(writtenWords(text))
}

// ---------------------------------------------------------------------------------------------
// Categories

export interface CategoryText {
  name: FieldIndex
  vocabulary: Vocabulary
  sortNames: string[]
}

export function buildCategoryText(categories: readonly CategoryDocument[]): CategoryText {
  const name = new FieldIndex()
  const words = new Set<string>()
  categories.forEach((category, position) => {
    const analyzed = analyze(category.name)
    for (const word of analyzed) words.add(word)
    name.add(position, analyzed)
  })
  name.freeze()
  return { name, vocabulary: new Vocabulary(words), sortNames: categories.map((category) => foldText(category.name)) }
}

/**
 * Categories by name, best first: `every` word (as the buyer types, for suggestions), or any word
 * (the closest categories of a search that found nothing).
 */
export function searchCategoryText(index: CategoryText, text: string, { every }: { every: boolean }): number[] {
  const expansions = expand(searchWords(text), index.vocabulary).map((words) =>
    every ? words : words.filter((expansion) => !expansion.prefixOnly),
  )
  const all = 2 ** expansions.length - 1
  const count = index.sortNames.length
  const found = new Uint32Array(count)
  const score = new Float64Array(count)
  expansions.forEach((words, position) => {
    for (const expansion of words) {
      index.name.forEach(expansion.word, (doc, bm25) => {
        found[doc] = (found[doc] as number) | (1 << position)
        score[doc] = (score[doc] as number) + (expansion.prefixOnly ? 1 : expansion.weight * bm25)
      })
    }
  })
  const folded = normalizeSearchText(text)
  const matched: number[] = []
  for (let position = 0; position < count; position++) {
    const sortName = index.sortNames[position] as string
    const named = every && folded !== '' && sortName.includes(folded)
    if (named)
      score[position] =
        (score[position] as number) + NAME_WILDCARD_BOOST + (sortName.startsWith(folded) ? NAME_PREFIX_BOOST : 0)
    const words = found[position] as number
    if (named || (expansions.length > 0 && (every ? words === all : words !== 0))) matched.push(position)
  }
  return matched.sort((a, b) => (score[b] as number) - (score[a] as number) || a - b)
}

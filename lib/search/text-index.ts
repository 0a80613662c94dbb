import { FUZZY_PREFIX_LENGTH, fuzzyEdits } from './relevance'

/**
 * The pieces of a small full-text engine the local adapter is built from, with Elasticsearch's
 * semantics where the ranking depends on them: BM25 per field (k1 1.2, b 0.75), fuzzy words with
 * `AUTO` edits past a fixed prefix, transpositions counting as one edit, at most 50 expansions, and a
 * term suggester for "did you mean".
 */

const K1 = 1.2
const B = 0.75
/** Elasticsearch's `max_expansions` for fuzzy and prefix words. */
const MAX_EXPANSIONS = 50

/** Optimal string alignment distance (a transposition is one edit), or `max + 1` once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous2: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (previous2[j - 2] as number) + 1)
      }
      current[j] = best
      rowMin = Math.min(rowMin, best)
    }
    if (rowMin > max) return max + 1
    previous2 = previous
    previous = current
  }
  return previous[b.length] as number
}

/** An index word standing for a searched word, with the weight its score counts with. */
export interface Expansion {
  word: string
  weight: number
  /** Found only as the start of the last word typed: a constant score, as Elasticsearch's prefix query. */
  prefixOnly: boolean
}

/** Every word the index holds, for typo and prefix expansion. */
export class Vocabulary {
  private readonly sorted: string[]
  private readonly known: ReadonlySet<string>
  /** Words by their first FUZZY_PREFIX_LENGTH letters: a typo is looked for among these only. */
  private readonly byHead = new Map<string, string[]>()

  constructor(words: Iterable<string>) {
    this.known = new Set(words)
    this.sorted = [...this.known].sort()
    for (const word of this.sorted) {
      const head = word.slice(0, FUZZY_PREFIX_LENGTH)
      const list = this.byHead.get(head)
      if (list) list.push(word)
      else this.byHead.set(head, [word])
    }
  }

  /** The word itself, its spellings within `AUTO` edits past the prefix, and the words it starts when `prefix`. */
  expand(word: string, { prefix }: { prefix: boolean }): Expansion[] {
    const found = new Map<string, Expansion>()
    if (this.known.has(word)) found.set(word, { word, weight: 1, prefixOnly: false })
    const edits = fuzzyEdits(word)
    const fuzzy: Expansion[] = []
    if (edits > 0) {
      for (const candidate of this.byHead.get(word.slice(0, FUZZY_PREFIX_LENGTH)) ?? []) {
        if (candidate === word) continue
        const distance = editDistance(word, candidate, edits)
        if (distance > edits) continue
        fuzzy.push({
          word: candidate,
          weight: 1 - distance / Math.min(word.length, candidate.length),
          prefixOnly: false,
        })
      }
    }
    for (const expansion of fuzzy.sort((a, b) => b.weight - a.weight).slice(0, MAX_EXPANSIONS)) {
      found.set(expansion.word, expansion)
    }
    if (prefix) {
      let at = lowerBound(this.sorted, word)
      for (let count = 0; at < this.sorted.length && count < MAX_EXPANSIONS; at++, count++) {
        const candidate = this.sorted[at] as string
        if (!candidate.startsWith(word)) break
        if (!found.has(candidate)) found.set(candidate, { word: candidate, weight: 1, prefixOnly: true })
      }
    }
    return [...found.values()]
  }
}

function lowerBound(sorted: readonly string[], word: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((sorted[middle] as string) < word) low = middle + 1
    else high = middle
  }
  return low
}

interface Postings {
  docs: Int32Array
  counts: Uint16Array
}

/** One field: for each word, the documents holding it and how many times, and each document's length. */
export class FieldIndex {
  private building: Map<string, { docs: number[]; counts: number[] }> | null = new Map()
  private postings = new Map<string, Postings>()
  private lengths: number[] = []
  private averageLength = 1
  private withField = 0

  /** Documents are added once each, in increasing order. */
  add(doc: number, words: readonly string[]): void {
    if (!this.building) throw new Error('FieldIndex is frozen')
    this.lengths[doc] = words.length
    const counts = new Map<string, number>()
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1)
    for (const [word, count] of counts) {
      let list = this.building.get(word)
      if (!list) this.building.set(word, (list = { docs: [], counts: [] }))
      list.docs.push(doc)
      list.counts.push(count)
    }
  }

  /** Compacts the postings; the index is read-only afterwards. */
  freeze(): void {
    if (!this.building) return
    for (const [word, list] of this.building) {
      this.postings.set(word, { docs: Int32Array.from(list.docs), counts: Uint16Array.from(list.counts) })
    }
    this.building = null
    const lengths = this.lengths.filter((length) => length > 0)
    this.withField = lengths.length
    this.averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(lengths.length, 1)
  }

  words(): IterableIterator<string> {
    return this.postings.keys()
  }

  /** Calls `visit` with each document holding `word` and its BM25 score for it. */
  forEach(word: string, visit: (doc: number, score: number) => void): void {
    const list = this.postings.get(word)
    if (!list) return
    const idf = Math.log(1 + (this.withField - list.docs.length + 0.5) / (list.docs.length + 0.5))
    for (let at = 0; at < list.docs.length; at++) {
      const doc = list.docs[at] as number
      const count = list.counts[at] as number
      const norm = count + K1 * (1 - B + (B * (this.lengths[doc] ?? 0)) / this.averageLength)
      visit(doc, (idf * count * (K1 + 1)) / norm)
    }
  }

  /** Adds `boost` × the field's score for `words` (Elasticsearch `match`, any word) to `scores`. */
  addScores(expansions: readonly (readonly Expansion[])[], boost: number, scores: Float64Array): void {
    for (const words of expansions) {
      for (const expansion of words) {
        if (expansion.prefixOnly) continue
        this.forEach(expansion.word, (doc, score) => {
          scores[doc] = (scores[doc] as number) + boost * expansion.weight * score
        })
      }
    }
  }
}

/** Words as the catalogue writes them and how often, to offer a corrected spelling. */
export class Speller {
  private readonly frequency = new Map<string, number>()

  add(words: readonly string[]): void {
    for (const word of words) this.frequency.set(word, (this.frequency.get(word) ?? 0) + 1)
  }

  /**
   * Each unknown word of four letters or more replaced by the closest known one (two edits at most,
   * same first letter, then the most frequent), as Elasticsearch's term suggester in `missing` mode;
   * undefined when nothing would change.
   */
  correct(words: readonly string[]): string | undefined {
    let changed = false
    const corrected = words.map((word) => {
      if (word.length < 4 || this.frequency.has(word)) return word
      let best: { word: string; score: number; frequency: number } | undefined
      for (const [candidate, frequency] of this.frequency) {
        if (candidate[0] !== word[0]) continue
        const distance = editDistance(word, candidate, 2)
        if (distance > 2) continue
        const score = 1 - distance / Math.max(word.length, candidate.length)
        if (!best || score > best.score || (score === best.score && frequency > best.frequency)) {
          best = { word: candidate, score, frequency }
        }
      }
      if (!best) return word
      changed = true
      return best.word
    })
    return changed ? corrected.join(' ') : undefined
  }
}

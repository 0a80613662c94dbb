import type { estypes } from '@elastic/elasticsearch'
import { editDistance } from '../../lib/search/text-index'

/**
 * A small model of Elasticsearch, enough to rank our own request bodies over the demo documents:
 * `@elastic/elasticsearch-mock` only checks that a body is sent, so the relevance bench answers each
 * body through this model. It reads the body and the index settings and mapping as Elasticsearch
 * would (which field has which analyzer, subfields, `copy_to`, nested paths, normalizers) and scores
 * with BM25 (k1 1.2, b 0.75), constant scores for prefix, wildcard and terms queries, fuzzy expansions
 * weighted by their edit distance. It is not Elasticsearch: shard statistics, the blending of fuzzy
 * term frequencies and painless scripts (only the sequence boost script is known) are approximations,
 * and anything else it does not know makes it throw rather than guess.
 */

type Query = estypes.QueryDslQueryContainer
type Json = Record<string, unknown>

interface ModelIndex {
  settings: estypes.IndicesIndexSettings
  mappings: estypes.MappingTypeMapping
  documents: readonly Json[]
}

const K1 = 1.2
const B = 0.75

// ---------------------------------------------------------------------------------------------
// Analysis, from the index settings

type Analyzer = (text: string) => string[]
type TokenFilter = (tokens: string[]) => string[]

function asciiFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘]/g, "'")
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/ß/g, 'ss')
}

/** Words as the standard tokenizer cuts them, closely enough: apostrophes inside a word keep it whole. */
const STANDARD_WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu

const stripHtml = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** A Java replacement string (`$1`) is a JavaScript one. */
const javaRegex = (pattern: string, flags = 'gu') => new RegExp(pattern, flags)

/** The tokens an analyzer of these settings makes of a text, as the model reads the settings. */
export function analyzeWith(settings: estypes.IndicesIndexSettings, analyzer: string, text: string): string[] {
  return new Analysis(settings).analyzer(analyzer)(text)
}

class Analysis {
  private readonly analysis: Json
  private readonly cache = new Map<string, Analyzer>()

  constructor(settings: estypes.IndicesIndexSettings) {
    this.analysis = ((settings as Json).analysis ?? (settings as { index?: Json }).index?.analysis ?? {}) as Json
  }

  private section(name: string): Record<string, Json> {
    return (this.analysis[name] ?? {}) as Record<string, Json>
  }

  private tokenizer(name: string): (text: string) => string[] {
    const custom = this.section('tokenizer')[name]
    const type = (custom?.type as string | undefined) ?? name
    switch (type) {
      case 'standard':
        return (text) => text.match(STANDARD_WORD) ?? []
      case 'keyword':
        return (text) => [text]
      case 'whitespace':
        return (text) => text.split(/\s+/).filter(Boolean)
      case 'pattern': {
        const pattern = javaRegex((custom?.pattern as string | undefined) ?? '\\W+')
        return (text) => text.split(pattern).filter(Boolean)
      }
      default:
        throw new Error(`es-model: tokenizer ${type} inconnu`)
    }
  }

  private filter(name: string): TokenFilter {
    const custom = this.section('filter')[name]
    const type = (custom?.type as string | undefined) ?? name
    switch (type) {
      case 'lowercase':
        return (tokens) => tokens.map((token) => token.toLowerCase())
      case 'asciifolding':
        return (tokens) => tokens.map(asciiFold)
      case 'elision': {
        const articles = new Set((custom?.articles as string[] | undefined) ?? [])
        const ignoreCase = custom?.articles_case === true
        return (tokens) =>
          tokens.map((token) => {
            const cut = token.search(/['’]/)
            if (cut <= 0) return token
            const article = token.slice(0, cut)
            return articles.has(ignoreCase ? article.toLowerCase() : article) ? token.slice(cut + 1) : token
          })
      }
      case 'stop': {
        const words = new Set((custom?.stopwords as string[] | undefined) ?? [])
        return (tokens) => tokens.filter((token) => !words.has(token))
      }
      case 'pattern_replace': {
        const all = custom?.all !== false
        const pattern = javaRegex(custom?.pattern as string, all ? 'gu' : 'u')
        const replacement = (custom?.replacement as string | undefined) ?? ''
        return (tokens) => tokens.map((token) => token.replace(pattern, replacement)).filter(Boolean)
      }
      case 'limit': {
        const max = (custom?.max_token_count as number | undefined) ?? 1
        return (tokens) => tokens.slice(0, max)
      }
      default:
        throw new Error(`es-model: filtre ${type} inconnu`)
    }
  }

  private charFilter(name: string): (text: string) => string {
    if (name === 'html_strip') return stripHtml
    throw new Error(`es-model: char_filter ${name} inconnu`)
  }

  analyzer(name: string): Analyzer {
    const cached = this.cache.get(name)
    if (cached) return cached
    const custom = this.section('analyzer')[name]
    let analyzer: Analyzer
    if (custom) {
      const charFilters = ((custom.char_filter as string[] | undefined) ?? []).map((filter) => this.charFilter(filter))
      const tokenize = this.tokenizer(custom.tokenizer as string)
      const filters = ((custom.filter as string[] | undefined) ?? []).map((filter) => this.filter(filter))
      analyzer = (text) => {
        const filtered = charFilters.reduce((value, filter) => filter(value), text)
        return filters.reduce((tokens, filter) => filter(tokens), tokenize(filtered))
      }
    } else if (name === 'standard') {
      analyzer = (text) => (text.match(STANDARD_WORD) ?? []).map((token) => token.toLowerCase())
    } else if (name === 'keyword') {
      analyzer = (text) => [text]
    } else {
      throw new Error(`es-model: analyseur ${name} inconnu`)
    }
    this.cache.set(name, analyzer)
    return analyzer
  }

  normalizer(name: string | undefined): (value: string) => string {
    if (name === undefined) return (value) => value
    const custom = this.section('normalizer')[name]
    if (!custom) throw new Error(`es-model: normalizer ${name} inconnu`)
    const filters = ((custom.filter as string[] | undefined) ?? []).map((filter) => this.filter(filter))
    return (value) => filters.reduce((tokens, filter) => filter(tokens), [value]).join('')
  }
}

// ---------------------------------------------------------------------------------------------
// Fields, from the mapping

interface FieldInfo {
  path: string
  kind: 'text' | 'keyword' | 'number' | 'boolean'
  index: Analyzer
  search: Analyzer
  normalize: (value: string) => string
  /** The nested object path the field lives under, if any. */
  nested?: string
}

interface MappedProperty {
  type?: string
  analyzer?: string
  search_analyzer?: string
  normalizer?: string
  properties?: Record<string, MappedProperty>
  fields?: Record<string, MappedProperty>
  copy_to?: string | string[]
}

/** One unit Lucene scores: a root document, or one object of a nested path. */
interface Unit {
  doc: number
  values: Map<string, unknown[]>
}

function valuesAt(source: unknown, path: string[]): unknown[] {
  if (source === null || source === undefined) return []
  if (Array.isArray(source)) return source.flatMap((item) => valuesAt(item, path))
  if (path.length === 0) return [source]
  if (typeof source !== 'object') return []
  const [head, ...rest] = path as [string, ...string[]]
  return valuesAt((source as Json)[head], rest)
}

interface FieldStats {
  /** Tokens per unit (root documents, or nested objects of the field's path). */
  tokens: string[][]
  docFreq: Map<string, number>
  /** Units with at least one token. */
  documents: number
  averageLength: number
  /** Distinct terms, for fuzzy and prefix expansion. */
  terms: string[]
  expansions: Map<string, Expansion[]>
}

class ModelIndexData {
  readonly analysis: Analysis
  private readonly fields = new Map<string, FieldInfo>()
  private readonly copies = new Map<string, string[]>()
  private readonly nestedPaths = new Set<string>()
  private readonly stats = new Map<string, FieldStats>()
  /** A subfield (`name.sortable`) reads the values of its field (`name`). */
  private readonly sources = new Map<string, string>()
  private readonly nested = new Map<string, { units: Unit[]; byDoc: number[][] }>()
  private readonly rootUnits: Unit[]

  constructor(readonly index: ModelIndex) {
    this.analysis = new Analysis(index.settings)
    this.walk(index.mappings.properties as Record<string, MappedProperty> | undefined, '', undefined)
    this.rootUnits = index.documents.map((_, doc) => ({ doc, values: new Map() }))
  }

  private walk(properties: Record<string, MappedProperty> | undefined, prefix: string, nested: string | undefined) {
    for (const [name, property] of Object.entries(properties ?? {})) {
      const path = prefix + name
      if (property.properties) {
        const inner = property.type === 'nested' ? path : nested
        if (property.type === 'nested') this.nestedPaths.add(path)
        this.walk(property.properties, `${path}.`, inner)
        continue
      }
      this.define(path, property, nested)
      for (const target of [property.copy_to ?? []].flat())
        this.copies.set(target, [...(this.copies.get(target) ?? []), path])
      for (const [sub, subProperty] of Object.entries(property.fields ?? {})) {
        this.define(`${path}.${sub}`, subProperty, nested, path)
      }
    }
  }

  private define(path: string, property: MappedProperty, nested: string | undefined, sourcePath = path) {
    const type = property.type ?? 'object'
    const text = type === 'text' || type === 'search_as_you_type'
    const kind: FieldInfo['kind'] = text
      ? 'text'
      : type === 'keyword'
        ? 'keyword'
        : type === 'boolean'
          ? 'boolean'
          : ['integer', 'long', 'float', 'double', 'scaled_float'].includes(type)
            ? 'number'
            : 'keyword'
    const normalize = this.analysis.normalizer(property.normalizer)
    const index = text ? this.analysis.analyzer(property.analyzer ?? 'standard') : (value: string) => [normalize(value)]
    const search = text ? this.analysis.analyzer(property.search_analyzer ?? property.analyzer ?? 'standard') : index
    this.fields.set(path, { path, kind, index, search, normalize, nested })
    if (sourcePath !== path) this.sources.set(path, sourcePath)
  }

  field(path: string): FieldInfo | undefined {
    return this.fields.get(path)
  }

  isNested(path: string): boolean {
    return this.nestedPaths.has(path)
  }

  /** The raw values a field indexes for one document (its own source, or what `copy_to` sends it). */
  private rawValues(document: Json, path: string): unknown[] {
    const source = this.sources.get(path) ?? path
    const copied = this.copies.get(source) ?? []
    return [...valuesAt(document, source.split('.')), ...copied.flatMap((from) => valuesAt(document, from.split('.')))]
  }

  /** The objects of a nested path as units of their own, and which of them each document holds. */
  nestedUnits(path: string): { units: Unit[]; byDoc: number[][] } {
    const known = this.nested.get(path)
    if (known) return known
    const units: Unit[] = []
    const byDoc: number[][] = this.index.documents.map(() => [])
    this.index.documents.forEach((document, doc) => {
      for (const object of valuesAt(document, path.split('.'))) {
        if (typeof object !== 'object' || object === null) continue
        byDoc[doc]?.push(units.length)
        units.push({ doc, values: new Map([[path, [object]]]) })
      }
    })
    const built = { units, byDoc }
    this.nested.set(path, built)
    return built
  }

  valuesOf(unit: Unit, path: string): unknown[] {
    const info = this.fields.get(path)
    if (info?.nested) {
      const objects = unit.values.get(info.nested)
      const relative = (this.sources.get(path) ?? path).slice(info.nested.length + 1).split('.')
      if (objects) return objects.flatMap((object) => valuesAt(object, relative))
    }
    return this.rawValues(this.index.documents[unit.doc] as Json, path)
  }

  fieldStats(path: string, units: Unit[]): FieldStats {
    const key = `${path}@${units === this.rootUnits ? 'root' : 'nested'}`
    const known = this.stats.get(key)
    if (known) return known
    const info = this.fields.get(path)
    if (!info) throw new Error(`es-model: champ ${path} absent du mapping`)
    const tokens = units.map((unit) => this.valuesOf(unit, path).flatMap((value) => info.index(String(value))))
    const docFreq = new Map<string, number>()
    for (const list of tokens) for (const term of new Set(list)) docFreq.set(term, (docFreq.get(term) ?? 0) + 1)
    const withField = tokens.filter((list) => list.length > 0)
    const averageLength = withField.reduce((sum, list) => sum + list.length, 0) / Math.max(withField.length, 1)
    const stats: FieldStats = {
      tokens,
      docFreq,
      documents: withField.length,
      averageLength,
      terms: [...docFreq.keys()],
      expansions: new Map(),
    }
    this.stats.set(key, stats)
    return stats
  }

  get roots(): Unit[] {
    return this.rootUnits
  }
}

// ---------------------------------------------------------------------------------------------
// Term matching

function autoEdits(term: string, fuzziness: unknown): number {
  if (fuzziness === undefined || fuzziness === null) return 0
  if (typeof fuzziness === 'number') return fuzziness
  const text = String(fuzziness).toUpperCase()
  if (text.startsWith('AUTO')) {
    const [low, high] = text.includes(':') ? text.slice(5).split(',').map(Number) : [3, 6]
    return term.length < (low ?? 3) ? 0 : term.length < (high ?? 6) ? 1 : 2
  }
  return Number(text)
}

interface Expansion {
  term: string
  weight: number
}

/** The index terms a query term stands for: itself, and within `edits` past its first `prefixLength` letters. */
function expansions(stats: FieldStats, term: string, options: { edits: number; prefixLength: number }): Expansion[] {
  const key = `${term}|${options.edits}|${options.prefixLength}`
  const known = stats.expansions.get(key)
  if (known) return known
  const found: Expansion[] = stats.docFreq.has(term) ? [{ term, weight: 1 }] : []
  const head = term.slice(0, options.prefixLength)
  if (options.edits > 0) {
    for (const candidate of stats.terms) {
      if (candidate === term || !candidate.startsWith(head)) continue
      const distance = editDistance(term, candidate, options.edits)
      if (distance <= options.edits) {
        found.push({ term: candidate, weight: Math.max(0, 1 - distance / Math.min(term.length, candidate.length)) })
      }
    }
  }
  const kept = found.sort((a, b) => b.weight - a.weight).slice(0, 50)
  stats.expansions.set(key, kept)
  return kept
}

function bm25(stats: FieldStats, unit: number, term: string): number {
  const tokens = stats.tokens[unit] ?? []
  let frequency = 0
  for (const token of tokens) if (token === term) frequency++
  if (frequency === 0) return 0
  const withTerm = stats.docFreq.get(term) ?? 0
  const idf = Math.log(1 + (stats.documents - withTerm + 0.5) / (withTerm + 0.5))
  const norm = frequency + K1 * (1 - B + (B * tokens.length) / (stats.averageLength || 1))
  return (idf * frequency * (K1 + 1)) / norm
}

// ---------------------------------------------------------------------------------------------
// Queries

interface Context {
  data: ModelIndexData
  units: Unit[]
  /** Position of the unit being scored in `units`. */
  at: number
}

type Score = number | null

function fieldAndBoost(spec: string): [string, number] {
  const [field, boost] = spec.split('^')
  return [field as string, boost === undefined ? 1 : Number(boost)]
}

/** `{ field: value }` or `{ field: { value, boost } }`, the shape of term-level queries. */
function single(query: Json): [string, Json] {
  const [field, spec] = Object.entries(query)[0] as [string, unknown]
  return [
    field,
    typeof spec === 'object' && spec !== null && !Array.isArray(spec) ? (spec as Json) : { value: spec, query: spec },
  ]
}

function rawValues(context: Context, field: string): unknown[] {
  return context.data.valuesOf(context.units[context.at] as Unit, field)
}

function keywordValues(context: Context, field: string): string[] {
  const info = context.data.field(field)
  if (!info) return []
  return rawValues(context, field).flatMap((value) =>
    info.kind === 'text' ? info.index(String(value)) : [info.normalize(String(value))],
  )
}

function wildcardRegex(pattern: string): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const character = pattern[i] as string
    if (character === '\\') source += (pattern[++i] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    else if (character === '*') source += '.*'
    else if (character === '?') source += '.'
    else source += character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`, 's')
}

interface MatchOptions {
  operator: 'and' | 'or'
  edits: (term: string) => number
  prefixLength: number
  lastIsPrefix: boolean
  minimumShouldMatch?: number
}

/** A `match` on one field: each analyzed term must (and) or may (or) match, fuzzily or as a prefix. */
function matchField(context: Context, field: string, text: string, options: MatchOptions): Score {
  const info = context.data.field(field)
  if (!info) return null
  const terms = info.search(text)
  if (terms.length === 0) return null
  // Outside its nested query, a nested field matches nothing.
  if (info.nested && context.units === context.data.roots) return null
  const stats = context.data.fieldStats(field, context.units)
  let score = 0
  let matched = 0
  terms.forEach((term, position) => {
    const last = position === terms.length - 1
    let termScore = 0
    if (last && options.lastIsPrefix) {
      // The last word is a prefix query: a constant score.
      if ((stats.tokens[context.at] ?? []).some((token) => token.startsWith(term))) termScore = 1
    } else {
      for (const expansion of expansions(stats, term, {
        edits: options.edits(term),
        prefixLength: options.prefixLength,
      })) {
        termScore += expansion.weight * bm25(stats, context.at, expansion.term)
      }
    }
    if (termScore > 0) {
      matched++
      score += termScore
    }
  })
  const needed = options.operator === 'and' ? terms.length : Math.max(1, options.minimumShouldMatch ?? 1)
  return matched >= needed ? score : null
}

function matchOptions(spec: Json, lastIsPrefix: boolean): MatchOptions {
  const prefixLength = (spec.prefix_length as number | undefined) ?? 0
  return {
    operator: String(spec.operator ?? 'or').toLowerCase() === 'and' ? 'and' : 'or',
    edits: (term) => autoEdits(term, spec.fuzziness),
    prefixLength,
    lastIsPrefix,
    ...(typeof spec.minimum_should_match === 'number' ? { minimumShouldMatch: spec.minimum_should_match } : {}),
  }
}

function evaluate(query: Query, context: Context): Score {
  const [type, raw] = Object.entries(query as Json)[0] as [string, unknown]
  const spec = (raw ?? {}) as Json
  switch (type) {
    case 'match_all':
      return (spec.boost as number | undefined) ?? 1
    case 'bool':
      return evaluateBool(spec, context)
    case 'constant_score':
      return evaluate(spec.filter as Query, context) === null ? null : ((spec.boost as number | undefined) ?? 1)
    case 'dis_max': {
      const scores = (spec.queries as Query[])
        .map((inner) => evaluate(inner, context))
        .filter((s): s is number => s !== null)
      if (scores.length === 0) return null
      const best = Math.max(...scores)
      const tie = (spec.tie_breaker as number | undefined) ?? 0
      return best + tie * (scores.reduce((sum, s) => sum + s, 0) - best)
    }
    case 'term': {
      const [field, term] = single(spec)
      const info = context.data.field(field)
      if (!info) return null
      const wanted = info.kind === 'boolean' ? String(term.value) : info.normalize(String(term.value))
      const values = info.kind === 'boolean' ? rawValues(context, field).map(String) : keywordValues(context, field)
      if (!values.includes(wanted)) return null
      if (info.kind !== 'text' && info.kind !== 'keyword') return (term.boost as number | undefined) ?? 1
      const stats = context.data.fieldStats(field, context.units)
      return ((term.boost as number | undefined) ?? 1) * Math.max(bm25(stats, context.at, wanted), 0.0001)
    }
    case 'terms': {
      const boost = (spec.boost as number | undefined) ?? 1
      const [field, values] = Object.entries(spec).find(([key]) => key !== 'boost') as [string, unknown[]]
      const info = context.data.field(field)
      if (!info) return null
      const have =
        info.kind === 'keyword' || info.kind === 'text'
          ? keywordValues(context, field)
          : rawValues(context, field).map(String)
      const wanted = values.map((value) => (info.kind === 'keyword' ? info.normalize(String(value)) : String(value)))
      return wanted.some((value) => have.includes(value)) ? boost : null
    }
    case 'prefix': {
      const [field, term] = single(spec)
      const info = context.data.field(field)
      if (!info) return null
      const value = info.kind === 'keyword' ? info.normalize(String(term.value)) : String(term.value)
      return keywordValues(context, field).some((token) => token.startsWith(value))
        ? ((term.boost as number | undefined) ?? 1)
        : null
    }
    case 'wildcard': {
      const [field, term] = single(spec)
      const info = context.data.field(field)
      if (!info) return null
      const pattern = wildcardRegex(String(term.value ?? term.wildcard))
      return keywordValues(context, field).some((token) => pattern.test(token))
        ? ((term.boost as number | undefined) ?? 1)
        : null
    }
    case 'range': {
      const [field, bounds] = Object.entries(spec)[0] as [string, Json]
      const values = rawValues(context, field).map(Number)
      const ok = values.some(
        (value) =>
          (bounds.gt === undefined || value > Number(bounds.gt)) &&
          (bounds.gte === undefined || value >= Number(bounds.gte)) &&
          (bounds.lt === undefined || value < Number(bounds.lt)) &&
          (bounds.lte === undefined || value <= Number(bounds.lte)),
      )
      return ok ? 1 : null
    }
    case 'match':
    case 'match_bool_prefix': {
      const [field, options] = single(spec)
      const score = matchField(
        context,
        field,
        String(options.query),
        matchOptions(options, type === 'match_bool_prefix'),
      )
      return score === null ? null : score * ((options.boost as number | undefined) ?? 1)
    }
    case 'multi_match':
      return evaluateMultiMatch(spec, context)
    case 'nested':
      return evaluateNested(spec, context)
    case 'function_score':
      return evaluateFunctionScore(spec, context)
    default:
      throw new Error(`es-model: requête ${type} inconnue`)
  }
}

function evaluateBool(spec: Json, context: Context): Score {
  const list = (key: string) => [spec[key] ?? []].flat() as Query[]
  let score = 0
  for (const query of list('must')) {
    const inner = evaluate(query, context)
    if (inner === null) return null
    score += inner
  }
  for (const query of list('filter')) if (evaluate(query, context) === null) return null
  for (const query of list('must_not')) if (evaluate(query, context) !== null) return null
  const should = list('should')
  const needsShould = list('must').length === 0 && list('filter').length === 0 ? 1 : 0
  const minimum =
    spec.minimum_should_match === undefined ? (should.length > 0 ? needsShould : 0) : Number(spec.minimum_should_match)
  let matched = 0
  for (const query of should) {
    const inner = evaluate(query, context)
    if (inner === null) continue
    matched++
    score += inner
  }
  if (matched < minimum) return null
  return score * ((spec.boost as number | undefined) ?? 1)
}

function evaluateMultiMatch(spec: Json, context: Context): Score {
  const type = (spec.type as string | undefined) ?? 'best_fields'
  if (type === 'cross_fields' && spec.fuzziness !== undefined)
    throw new Error('es-model: cross_fields refuse fuzziness')
  if (!['best_fields', 'most_fields', 'bool_prefix'].includes(type))
    throw new Error(`es-model: multi_match ${type} inconnu`)
  const options = matchOptions(spec, type === 'bool_prefix')
  const scores = (spec.fields as string[])
    .map(fieldAndBoost)
    .map(([field, boost]) => {
      const score = matchField(context, field, String(spec.query), options)
      return score === null ? null : score * boost
    })
    .filter((score): score is number => score !== null)
  if (scores.length === 0) return null
  const total = scores.reduce((sum, score) => sum + score, 0)
  const best = Math.max(...scores)
  const combined =
    type === 'best_fields' ? best + ((spec.tie_breaker as number | undefined) ?? 0) * (total - best) : total
  return combined * ((spec.boost as number | undefined) ?? 1)
}

function evaluateNested(spec: Json, context: Context): Score {
  const path = spec.path as string
  if (!context.data.isNested(path)) throw new Error(`es-model: ${path} n’est pas nested dans le mapping`)
  const { units, byDoc } = context.data.nestedUnits(path)
  const doc = (context.units[context.at] as Unit).doc
  const scores: number[] = []
  for (const at of byDoc[doc] ?? []) {
    const score = evaluate(spec.query as Query, { data: context.data, units, at })
    if (score !== null) scores.push(score)
  }
  if (scores.length === 0) return null
  const mode = (spec.score_mode as string | undefined) ?? 'avg'
  const total = scores.reduce((sum, score) => sum + score, 0)
  const combined =
    mode === 'max'
      ? Math.max(...scores)
      : mode === 'min'
        ? Math.min(...scores)
        : mode === 'sum'
          ? total
          : mode === 'none'
            ? 0
            : total / scores.length
  return combined * ((spec.boost as number | undefined) ?? 1)
}

/** Only the sequence boost script is known: `max((pivot − sequence) × factor + offset, 0)`. */
function evaluateFunctionScore(spec: Json, context: Context): Score {
  const score = evaluate((spec.query ?? { match_all: {} }) as Query, context)
  if (score === null) return null
  let factor = 1
  for (const fn of (spec.functions ?? []) as Json[]) {
    const script = (fn.script_score as { script?: { source?: string; params?: Record<string, number> } } | undefined)
      ?.script
    if (!script?.source?.includes("doc['sequence']") || !script.params)
      throw new Error('es-model: fonction de score inconnue')
    const { pivot = 0, factor: step = 0, offset = 1 } = script.params
    const [sequence] = rawValues(context, 'sequence')
    factor *=
      sequence === undefined || sequence === null ? offset : Math.max((pivot - Number(sequence)) * step + offset, 0)
  }
  const mode = (spec.boost_mode as string | undefined) ?? 'multiply'
  if (mode !== 'multiply') throw new Error(`es-model: boost_mode ${mode} inconnu`)
  return score * factor
}

// ---------------------------------------------------------------------------------------------
// Search: collapse, inner hits, sort, paging, the total aggregation and the term suggester

interface Scored {
  doc: number
  score: number
}

type SortSpec = Record<string, unknown>

function compareBy(data: ModelIndexData, sort: readonly SortSpec[] | undefined): (a: Scored, b: Scored) => number {
  const clauses = (sort ?? [{ _score: 'desc' }]).map((clause) => {
    const [field, raw] = (typeof clause === 'string' ? [clause, 'asc'] : Object.entries(clause)[0]) as [string, unknown]
    const order =
      typeof raw === 'string'
        ? raw
        : (((raw as Json).order as string | undefined) ?? (field === '_score' ? 'desc' : 'asc'))
    return { field, direction: order === 'desc' ? -1 : 1 }
  })
  const valueOf = (entry: Scored, field: string): number | string => {
    if (field === '_score') return entry.score
    const unit = data.roots[entry.doc] as Unit
    const [value] = data.valuesOf(unit, field)
    const info = data.field(field)
    if (typeof value === 'boolean') return value ? 1 : 0
    if (info?.kind === 'keyword') return info.normalize(String(value ?? ''))
    return typeof value === 'number' ? value : Number(value ?? Number.NaN)
  }
  return (a, b) => {
    for (const { field, direction } of clauses) {
      const left = valueOf(a, field)
      const right = valueOf(b, field)
      if (left < right) return -direction
      if (left > right) return direction
    }
    return 0
  }
}

function termSuggestions(data: ModelIndexData, text: string, spec: Json) {
  const field = spec.field as string
  const info = data.field(field)
  if (!info) return []
  const stats = data.fieldStats(field, data.roots)
  const maxEdits = (spec.max_edits as number | undefined) ?? 2
  const prefixLength = (spec.prefix_length as number | undefined) ?? 1
  const minLength = (spec.min_word_length as number | undefined) ?? 4
  const mode = (spec.suggest_mode as string | undefined) ?? 'missing'
  let offset = 0
  return info.search(text).map((token) => {
    const entry = {
      text: token,
      offset,
      length: token.length,
      options: [] as { text: string; score: number; freq: number }[],
    }
    offset += token.length + 1
    if (token.length < minLength || (mode === 'missing' && stats.docFreq.has(token))) return entry
    entry.options = stats.terms
      .filter((term) => term !== token && term.startsWith(token.slice(0, prefixLength)))
      .map((term) => ({ term, distance: editDistance(token, term, maxEdits) }))
      .filter((candidate) => candidate.distance <= maxEdits)
      .map((candidate) => ({
        text: candidate.term,
        score: 1 - candidate.distance / Math.max(token.length, candidate.term.length),
        freq: stats.docFreq.get(candidate.term) ?? 0,
      }))
      .sort((a, b) => b.score - a.score || b.freq - a.freq)
      .slice(0, 5)
    return entry
  })
}

export class ElasticsearchModel {
  private readonly indices = new Map<string, ModelIndexData>()

  constructor(indices: Record<string, ModelIndex>) {
    for (const [name, index] of Object.entries(indices)) this.indices.set(name, new ModelIndexData(index))
  }

  search(indexName: string, body: Json): Json {
    const data = this.indices.get(indexName)
    if (!data) return { error: { type: 'index_not_found_exception' }, status: 404 }
    const units = data.roots
    const matched: Scored[] = []
    for (let at = 0; at < units.length; at++) {
      const score = evaluate((body.query ?? { match_all: {} }) as Query, { data, units, at })
      if (score !== null) matched.push({ doc: at, score })
    }
    const postFilter = body.post_filter as Query | undefined
    const visible = postFilter
      ? matched.filter((entry) => evaluate(postFilter, { data, units, at: entry.doc }) !== null)
      : matched
    const compare = compareBy(data, body.sort as SortSpec[] | undefined)
    visible.sort(compare)

    const documents = data.index.documents
    const collapse = body.collapse as { field: string; inner_hits?: Json } | undefined
    let top: { entry: Scored; group: Scored[] }[]
    if (collapse) {
      const groups = new Map<string, Scored[]>()
      for (const entry of visible) {
        const key = String(data.valuesOf(units[entry.doc] as Unit, collapse.field)[0])
        groups.set(key, [...(groups.get(key) ?? []), entry])
      }
      top = [...groups.values()].map((group) => ({ entry: group[0] as Scored, group }))
    } else {
      top = visible.map((entry) => ({ entry, group: [entry] }))
    }
    const from = (body.from as number | undefined) ?? 0
    const size = (body.size as number | undefined) ?? 10
    const page = top.slice(from, from + size)
    const innerSpec = collapse?.inner_hits
    const hits = page.map(({ entry, group }) => {
      const hit: Json = { _id: String(entry.doc), _score: entry.score, _source: documents[entry.doc] }
      if (collapse) hit.fields = { [collapse.field]: data.valuesOf(units[entry.doc] as Unit, collapse.field) }
      if (innerSpec) {
        const inner = [...group].sort(compareBy(data, innerSpec.sort as SortSpec[] | undefined))
        hit.inner_hits = {
          [innerSpec.name as string]: {
            hits: {
              total: { value: inner.length, relation: 'eq' },
              hits: inner.slice(0, (innerSpec.size as number | undefined) ?? 3).map((variant) => ({
                _id: String(variant.doc),
                _score: variant.score,
                _source: documents[variant.doc],
              })),
            },
          },
        }
      }
      return hit
    })

    const response: Json = {
      took: 1,
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: { total: { value: visible.length, relation: 'eq' }, max_score: visible[0]?.score ?? null, hits },
    }
    const aggregations: Json = {}
    for (const [name, aggregation] of Object.entries((body.aggs ?? {}) as Record<string, Json>)) {
      // Only a filtered distinct count of the collapse key is modelled (the number of products).
      const cardinality = ((aggregation.aggs as Json | undefined)?.products as Json | undefined)?.cardinality as
        Json | undefined
      if (!aggregation.filter || !cardinality) continue
      const kept = matched.filter(
        (entry) => evaluate(aggregation.filter as Query, { data, units, at: entry.doc }) !== null,
      )
      const keys = new Set(
        kept.map((entry) => String(data.valuesOf(units[entry.doc] as Unit, cardinality.field as string)[0])),
      )
      aggregations[name] = { doc_count: kept.length, products: { value: keys.size } }
    }
    if (Object.keys(aggregations).length > 0) response.aggregations = aggregations
    if (body.suggest) {
      response.suggest = Object.fromEntries(
        Object.entries(body.suggest as Record<string, Json>).map(([name, suggester]) => [
          name,
          termSuggestions(data, String(suggester.text), suggester.term as Json),
        ]),
      )
    }
    return response
  }
}

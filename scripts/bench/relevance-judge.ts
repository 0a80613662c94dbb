import type { JudgedQuery, QueryKind, Rule } from '../../bench/relevance/judgments'
import type { ProductDocument } from '../../lib/search/documents'
import { foldText } from '../../lib/search/text'

/**
 * Grades the products an engine returns against the judged query set, and sums them up:
 * precision@4 (of the first four products, how many are relevant, over at most the number of
 * relevant products the catalogue has: a query with two good answers can still score 1), nDCG@10
 * with the grades as gains, the share of queries answered with nothing, and whether an exact
 * reference puts its product first.
 */

/** Every variant of each product, by url_key. */
export type CatalogueProducts = ReadonlyMap<string, readonly ProductDocument[]>

const startsWith = (value: string | null | undefined, prefix: string) =>
  value !== null && value !== undefined && foldText(value).startsWith(foldText(prefix))

export function holds(rule: Rule, variants: readonly ProductDocument[]): boolean {
  const main = variants[0]
  if (!main) return false
  if ('all' in rule) return rule.all.every((inner) => holds(inner, variants))
  if ('category' in rule) return main.categories.some((category) => category.url_key === rule.category)
  if ('name' in rule) return startsWith(main.model.name, rule.name)
  if ('brand' in rule) return main.brand?.name === rule.brand
  if ('norm' in rule) return main.picto_usage.some((picto) => startsWith(picto.code, rule.norm))
  if ('sku' in rule) return variants.some((variant) => variant.sku === rule.sku)
  if ('skuPrefix' in rule) return variants.some((variant) => variant.sku?.startsWith(rule.skuPrefix))
  if ('ref' in rule) {
    return variants.some(
      (variant) => startsWith(variant.ref_partner_1, rule.ref) || startsWith(variant.ref_partner_2, rule.ref),
    )
  }
  return variants.some((variant) =>
    Object.entries(rule.variant).every(([axis, value]) =>
      startsWith(String(variant.variant_attributes[axis] ?? ''), value),
    ),
  )
}

export function gradeOf(query: JudgedQuery, variants: readonly ProductDocument[]): number {
  return Math.max(0, ...query.relevant.filter((grade) => holds(grade.when, variants)).map((grade) => grade.grade))
}

/** What an engine answered: the number of products found and the url_keys of the first ten. */
export interface Answer {
  total: number
  urlKeys: readonly string[]
}

export interface QueryScore {
  q: string
  kind: QueryKind
  /** Relevant products in the catalogue. */
  relevant: number
  total: number
  /** Grades of the products returned, in order (first ten). */
  grades: number[]
  precisionAt4: number | null
  ndcgAt10: number | null
  /** For exact references: is the first product the one they name? */
  exactFirst: boolean | null
}

const EXACT_KINDS: ReadonlySet<QueryKind> = new Set(['sku-exact', 'partner-ref'])

const dcg = (grades: readonly number[]) =>
  grades.slice(0, 10).reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0)

export function scoreQuery(query: JudgedQuery, catalogue: CatalogueProducts, answer: Answer): QueryScore {
  const catalogueGrades = [...catalogue.values()]
    .map((variants) => gradeOf(query, variants))
    .filter((grade) => grade > 0)
  const grades = answer.urlKeys.slice(0, 10).map((key) => gradeOf(query, catalogue.get(key) ?? []))
  const answerable = catalogueGrades.length > 0
  const ideal = dcg([...catalogueGrades].sort((a, b) => b - a))
  return {
    q: query.q,
    kind: query.kind,
    relevant: catalogueGrades.length,
    total: answer.total,
    grades,
    precisionAt4: answerable
      ? grades.slice(0, 4).filter((grade) => grade > 0).length / Math.min(4, catalogueGrades.length)
      : null,
    ndcgAt10: answerable ? dcg(grades) / ideal : null,
    exactFirst: EXACT_KINDS.has(query.kind) ? grades[0] === 2 : null,
  }
}

export interface RelevanceSummary {
  queries: number
  answerable: number
  precisionAt4: number
  ndcgAt10: number
  /** Share of all queries answered with no product. */
  zeroShare: number
  /** Queries the catalogue has an answer for, answered with no product. */
  zeroAnswerable: string[]
  /** Queries with no good answer that still list products. */
  noAnswerListed: string[]
  exactFirst: { first: number; of: number }
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length

export function summarize(scores: readonly QueryScore[]): RelevanceSummary {
  const answerable = scores.filter((score) => score.precisionAt4 !== null)
  const exact = scores.filter((score) => score.exactFirst !== null)
  return {
    queries: scores.length,
    answerable: answerable.length,
    precisionAt4: mean(answerable.map((score) => score.precisionAt4 as number)),
    ndcgAt10: mean(answerable.map((score) => score.ndcgAt10 as number)),
    zeroShare: scores.filter((score) => score.total === 0).length / Math.max(scores.length, 1),
    zeroAnswerable: answerable.filter((score) => score.total === 0).map((score) => score.q),
    noAnswerListed: scores.filter((score) => score.precisionAt4 === null && score.total > 0).map((score) => score.q),
    exactFirst: { first: exact.filter((score) => score.exactFirst).length, of: exact.length },
  }
}

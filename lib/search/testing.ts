import type { estypes } from '@elastic/elasticsearch'

/** Reading request bodies and mappings back in tests: what a query asks, on which field, how. */

type Json = Record<string, unknown>

/**
 * A leaf query and the way down to it: `must`, `filter`, `must_not`, `oneOf` (a `should` the bool
 * needs one of), `should` (an optional one, that only scores), `nested:<path>`, `function_score`.
 */
export interface Leaf {
  type: string
  field: string
  spec: Json
  trail: string[]
}

const LEAVES = ['match', 'match_bool_prefix', 'prefix', 'wildcard', 'term', 'terms', 'range', 'match_all']

export function leaves(query: unknown, trail: string[] = []): Leaf[] {
  if (Array.isArray(query)) return query.flatMap((item) => leaves(item, trail))
  if (typeof query !== 'object' || query === null) return []
  const [type, body] = Object.entries(query)[0] as [string, Json]
  if (LEAVES.includes(type)) {
    const [field, spec] = (Object.entries(body).find(([key]) => key !== 'boost') ?? ['', {}]) as [string, unknown]
    const normalized =
      typeof spec === 'object' && spec !== null && !Array.isArray(spec) ? (spec as Json) : { value: spec }
    return [{ type, field, spec: { ...normalized, ...(body.boost === undefined ? {} : { boost: body.boost }) }, trail }]
  }
  if (type === 'bool') {
    const required = [body.must ?? [], body.filter ?? []].flat().length > 0
    const needsOne = Number(body.minimum_should_match ?? (required ? 0 : 1)) >= 1
    return ['must', 'filter', 'should', 'must_not'].flatMap((key) =>
      leaves(body[key] ?? [], [...trail, key === 'should' && needsOne ? 'oneOf' : key]),
    )
  }
  if (type === 'nested') return leaves(body.query, [...trail, `nested:${body.path as string}`])
  if (type === 'function_score') return leaves(body.query, [...trail, 'function_score'])
  throw new Error(`unexpected query ${type}`)
}

type Property = estypes.MappingProperty & {
  properties?: Record<string, Property>
  fields?: Record<string, Property>
  type?: string
  normalizer?: string
  analyzer?: string
  search_analyzer?: string
  copy_to?: string
}

/** The mapping of a dotted field path, following sub-objects and multi-fields. */
export function fieldAt(mapping: estypes.MappingTypeMapping, dotted: string): Property | undefined {
  let properties = mapping.properties as Record<string, Property> | undefined
  let current: Property | undefined
  for (const part of dotted.split('.')) {
    current = properties?.[part] ?? current?.fields?.[part]
    properties = current?.properties
  }
  return current
}

import { z } from 'zod/mini'
import { AUTOCOMPLETE_MAX_LENGTH, AUTOCOMPLETE_MIN_LENGTH } from './autocomplete-limits'
import type { AutocompleteSuggestion, ProductFilters } from './types'

/**
 * What `GET /api/autocomplete` accepts and answers: `q`, and `marche` for a buyer whose catalogue is
 * filtered by her market; only the suggestion fields. The route is public, so anything else is refused
 * rather than ignored.
 */

export const AUTOCOMPLETE_SIZE = 8
/** Suggestions are public catalogue data: shared caches may keep them a minute. */
export const AUTOCOMPLETE_CACHE_CONTROL = 'public, max-age=60'

/** Keys of the `searchApi` namespace in messages/fr.json. */
export type AutocompleteRequestError = 'invalidQuery' | 'unexpectedParameter'

const ALLOWED = new Set(['q', 'marche'])
const textSchema = z
  .string()
  .check(z.trim(), z.minLength(AUTOCOMPLETE_MIN_LENGTH), z.maxLength(AUTOCOMPLETE_MAX_LENGTH))
const marketSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100))

export function parseAutocompleteRequest(
  params: URLSearchParams,
): { ok: true; q: string; filters: ProductFilters } | { ok: false; error: AutocompleteRequestError } {
  const keys = [...params.keys()]
  if (keys.some((key) => !ALLOWED.has(key)) || keys.length !== new Set(keys).size)
    return { ok: false, error: 'unexpectedParameter' }
  const text = textSchema.safeParse(params.get('q') ?? '')
  if (!text.success) return { ok: false, error: 'invalidQuery' }
  const market = params.has('marche') ? marketSchema.safeParse(params.get('marche')) : null
  if (market && !market.success) return { ok: false, error: 'unexpectedParameter' }
  return { ok: true, q: text.data, filters: market ? { market: [market.data] } : {} }
}

/** The route's answer, as the browser parses it (every payload from a server is parsed). */
export const autocompleteAnswerSchema = z.object({
  suggestions: z.array(
    z.object({
      kind: z.enum(['product', 'category']),
      label: z.string(),
      href: z.string(),
      sku: z.optional(z.string()),
      image: z.optional(z.string()),
    }),
  ),
})

/** Field by field, so nothing else a back end may attach to a suggestion reaches the browser. */
export function publicSuggestion(suggestion: AutocompleteSuggestion): AutocompleteSuggestion {
  const { kind, label, href, sku, image } = suggestion
  return { kind, label, href, ...(sku ? { sku } : {}), ...(image ? { image } : {}) }
}

import { z } from 'zod'
import { AUTOCOMPLETE_MAX_LENGTH, AUTOCOMPLETE_MIN_LENGTH } from './autocomplete-limits'
import type { AutocompleteSuggestion } from './types'

/**
 * What `GET /api/autocomplete` accepts and answers: only `q`, only the suggestion fields. The route
 * is public, so anything else is refused rather than ignored.
 */

export const AUTOCOMPLETE_SIZE = 8
/** Suggestions are public catalogue data: shared caches may keep them a minute. */
export const AUTOCOMPLETE_CACHE_CONTROL = 'public, max-age=60'

/** Keys of the `searchApi` namespace in messages/fr.json. */
export type AutocompleteRequestError = 'invalidQuery' | 'unexpectedParameter'

const textSchema = z.string().trim().min(AUTOCOMPLETE_MIN_LENGTH).max(AUTOCOMPLETE_MAX_LENGTH)

export function parseAutocompleteRequest(
  params: URLSearchParams,
): { ok: true; q: string } | { ok: false; error: AutocompleteRequestError } {
  const keys = [...params.keys()]
  if (keys.some((key) => key !== 'q') || keys.length > 1) return { ok: false, error: 'unexpectedParameter' }
  const text = textSchema.safeParse(params.get('q') ?? '')
  return text.success ? { ok: true, q: text.data } : { ok: false, error: 'invalidQuery' }
}

/** The route's answer, as the browser parses it (every payload from a server is parsed). */
export const autocompleteAnswerSchema = z.object({
  suggestions: z.array(
    z.object({
      kind: z.enum(['product', 'category']),
      label: z.string(),
      href: z.string(),
      sku: z.string().optional(),
      image: z.string().optional(),
    }),
  ),
})

/** Field by field, so nothing else a back end may attach to a suggestion reaches the browser. */
export function publicSuggestion(suggestion: AutocompleteSuggestion): AutocompleteSuggestion {
  const { kind, label, href, sku, image } = suggestion
  return { kind, label, href, ...(sku ? { sku } : {}), ...(image ? { image } : {}) }
}

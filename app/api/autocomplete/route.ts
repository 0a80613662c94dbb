import { createTranslator } from 'use-intl/core'
import { getSearch } from '@/lib/search'
import {
  AUTOCOMPLETE_CACHE_CONTROL,
  AUTOCOMPLETE_SIZE,
  parseAutocompleteRequest,
  publicSuggestion,
} from '@/lib/search/autocomplete-request'
import messages from '@/messages/fr.json'

/** `GET /api/autocomplete?q=…[&marche=…]`: the header search box's suggestions, read from the search back end on the server. */

const t = createTranslator({ locale: 'fr', messages, namespace: 'searchApi' })
const noStore = { 'Cache-Control': 'no-store' }

export async function GET(request: Request): Promise<Response> {
  const parsed = parseAutocompleteRequest(new URL(request.url).searchParams)
  if (!parsed.ok) {
    console.warn(`[autocomplete] refused (${parsed.error}): ${request.url.slice(0, 300)}`)
    return Response.json({ error: t(parsed.error) }, { status: 400, headers: noStore })
  }
  try {
    const suggestions = await getSearch().autocomplete(parsed.q, AUTOCOMPLETE_SIZE, parsed.filters)
    return Response.json(
      { suggestions: suggestions.slice(0, AUTOCOMPLETE_SIZE).map(publicSuggestion) },
      { headers: { 'Cache-Control': AUTOCOMPLETE_CACHE_CONTROL } },
    )
  } catch {
    // getSearch() has logged the cause for the operator.
    return Response.json({ error: t('unavailable') }, { status: 503, headers: noStore })
  }
}

import { IntentLink } from '@/components/navigation/intent-link'
import { categoryHref } from '@/lib/catalogue/paths'
import { universes } from '@/lib/catalogue/server'
import { SearchUnavailableError } from '@/lib/search'
import type { CategoryDocument } from '@/lib/search/documents'

/**
 * The universes (top-level categories) as items of the header's navigation list. A search outage
 * (already logged by the search layer) leaves the header with its fixed links rather than breaking
 * every page.
 */
export async function UniverseLinks() {
  let list: CategoryDocument[]
  try {
    list = await universes()
  } catch (error) {
    // Anything else (such as Next's switch to rendering on request) must go through.
    if (!(error instanceof SearchUnavailableError)) throw error
    return null
  }
  return list.map((universe) => (
    <li key={universe.id}>
      <IntentLink href={categoryHref(universe)}>{universe.name}</IntentLink>
    </li>
  ))
}

import { z } from 'zod/mini'
import { countrySchema, refSchema } from './common'

/** Upstream (when it sends states) names the country `country`. */
export const stateSchema = z.pipe(
  z.transform((raw) =>
    typeof raw === 'object' && raw !== null && !('country_id' in raw)
      ? { ...raw, country_id: (raw as { country?: unknown }).country }
      : raw,
  ),
  z.object({ id: z.int(), name: z.string(), code: z.string(), country_id: z.int() }),
)
export const currencySchema = z.object({ id: z.int(), name: z.string(), symbol: z.string() })

/**
 * Reference data (docs/product/content.md#reference-data). Titles, states and currencies are empty by
 * default; a missing list is read as empty so an upstream back end that lacks one still parses.
 * Upstream calls the titles `partner_titles`.
 */
export const settingsSchema = z.pipe(
  z.transform((raw) =>
    typeof raw === 'object' && raw !== null && !('titles' in raw)
      ? { ...raw, titles: (raw as { partner_titles?: unknown }).partner_titles }
      : raw,
  ),
  z.object({
    countries: z._default(z.array(countrySchema), []),
    titles: z._default(z.array(refSchema), []),
    states: z._default(z.array(stateSchema), []),
    currencies: z._default(z.array(currencySchema), []),
    /** Suggested subjects of the contact form; the lead's subject is the chosen name. */
    lead_subjects: z._default(z.array(refSchema), []),
  }),
)
export type Settings = z.output<typeof settingsSchema>

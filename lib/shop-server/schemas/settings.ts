import { z } from 'zod'
import { countrySchema, refSchema } from './common'

/** Upstream (when it sends states) names the country `country`. */
export const stateSchema = z.preprocess(
  (raw) =>
    typeof raw === 'object' && raw !== null && !('country_id' in raw)
      ? { ...raw, country_id: (raw as { country?: unknown }).country }
      : raw,
  z.object({ id: z.int(), name: z.string(), code: z.string(), country_id: z.int() }),
)
export const currencySchema = z.object({ id: z.int(), name: z.string(), symbol: z.string() })

/**
 * Reference data (docs/product/content.md#reference-data). Titles, states and currencies are empty by
 * default; a missing list is read as empty so an upstream back end that lacks one still parses.
 * Upstream calls the titles `partner_titles`.
 */
export const settingsSchema = z.preprocess(
  (raw) =>
    typeof raw === 'object' && raw !== null && !('titles' in raw)
      ? { ...raw, titles: (raw as { partner_titles?: unknown }).partner_titles }
      : raw,
  z.object({
    countries: z.array(countrySchema).default([]),
    titles: z.array(refSchema).default([]),
    states: z.array(stateSchema).default([]),
    currencies: z.array(currencySchema).default([]),
    /** Suggested subjects of the contact form; the lead's subject is the chosen name. */
    lead_subjects: z.array(refSchema).default([]),
  }),
)
export type Settings = z.output<typeof settingsSchema>

import type { Country } from '@/lib/shop-server/schemas/common'
import type { Settings } from '@/lib/shop-server/schemas/settings'

export interface LeadChoices {
  subjects: string[]
  countries: Country[]
  /** France when configured: the shop sells in France first. */
  defaultCountryId: number | null
}

const FRANCE_CODE = 'FR'

/**
 * The subject and country lists of the form. Without settings (docs/product/content.md#reference-data: a failed fetch is logged and
 * gives nothing) the form still works: one catch-all subject and no country field. A preset subject
 * (the quote request of /product-contact) is offered even if the settings do not list it, since the
 * lead's subject is free text.
 */
export function leadChoices(
  settings: Settings | null,
  words: { fallbackSubject: string; preset?: string },
): LeadChoices {
  const listed = settings?.lead_subjects.map((subject) => subject.name) ?? []
  const subjects = listed.length > 0 ? listed : [words.fallbackSubject]
  const countries = settings?.countries ?? []
  return {
    subjects: words.preset && !subjects.includes(words.preset) ? [words.preset, ...subjects] : subjects,
    countries,
    defaultCountryId: (countries.find((c) => c.code === FRANCE_CODE) ?? countries[0])?.id ?? null,
  }
}

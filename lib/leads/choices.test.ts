import { describe, expect, it } from 'vitest'
import type { Settings } from '@/lib/shop-server/schemas/settings'
import { leadChoices } from './choices'

const SETTINGS: Settings = {
  countries: [
    { id: 87, code: 'GP', name: 'Guadeloupe' },
    { id: 76, code: 'FR', name: 'France' },
  ],
  titles: [],
  states: [],
  currencies: [],
  lead_subjects: [
    { id: 1, name: 'Demande de devis' },
    { id: 5, name: 'Autre' },
  ],
}

describe('leadChoices', () => {
  it('offers the configured subjects and countries, France first chosen', () => {
    expect(leadChoices(SETTINGS, { fallbackSubject: 'Autre' })).toEqual({
      subjects: ['Demande de devis', 'Autre'],
      countries: SETTINGS.countries,
      defaultCountryId: 76,
    })
  })

  it('adds a preset subject the settings do not list', () => {
    expect(leadChoices(SETTINGS, { fallbackSubject: 'Autre', preset: 'Demande de devis' }).subjects).toEqual([
      'Demande de devis',
      'Autre',
    ])
    expect(
      leadChoices({ ...SETTINGS, lead_subjects: [] }, { fallbackSubject: 'Autre', preset: 'Demande de devis' })
        .subjects,
    ).toEqual(['Demande de devis', 'Autre'])
  })

  it('still works without settings: one catch-all subject, no country', () => {
    expect(leadChoices(null, { fallbackSubject: 'Autre' })).toEqual({
      subjects: ['Autre'],
      countries: [],
      defaultCountryId: null,
    })
  })
})

import type { Country, Ref, Settings } from '../shapes'

/** The seven configured countries (Odoo ids, docs/product/content.md#reference-data), named as French customers expect. */
export const DEMO_COUNTRIES: readonly Country[] = [
  { id: 76, code: 'FR', name: 'France' },
  { id: 87, code: 'GP', name: 'Guadeloupe' },
  { id: 80, code: 'GF', name: 'Guyane' },
  { id: 189, code: 'RE', name: 'La Réunion' },
  { id: 150, code: 'MQ', name: 'Martinique' },
  { id: 161, code: 'NC', name: 'Nouvelle-Calédonie' },
  { id: 176, code: 'PF', name: 'Polynésie française' },
]

export const FRANCE_ID = 76

export function findCountry(id: number): Country | undefined {
  return DEMO_COUNTRIES.find((c) => c.id === id)
}

export function countryByCode(code: string): Country {
  const country = DEMO_COUNTRIES.find((c) => c.code === code)
  if (!country) throw new Error(`Pays non configuré : ${code}`)
  return country
}

export const LEAD_SUBJECTS: readonly Ref[] = [
  { id: 1, name: 'Demande de devis' },
  { id: 2, name: 'Question sur un produit' },
  { id: 3, name: 'Marchés publics' },
  { id: 4, name: 'Service après-vente' },
  { id: 5, name: 'Autre' },
]

/** Titles, states and currencies stay empty by default (docs/product/content.md#reference-data). */
export const DEMO_SETTINGS: Settings = {
  countries: [...DEMO_COUNTRIES],
  titles: [],
  states: [],
  currencies: [],
  lead_subjects: [...LEAD_SUBJECTS],
}

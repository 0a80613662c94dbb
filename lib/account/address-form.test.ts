import { describe, expect, it } from 'vitest'
import { addressSchema } from '@/lib/shop-server/schemas/address'
import { addressFormDefaults, addressFormSchema, countryChoices, type AddressFormValues } from './address-form'

const REFERENCES = {
  countries: [
    { id: 76, code: 'FR', name: 'France' },
    { id: 150, code: 'MQ', name: 'Martinique' },
  ],
  titles: [],
  states: [],
}

const blank = addressFormDefaults(undefined, REFERENCES)
const filled: AddressFormValues = {
  ...blank,
  name: ' Dépôt de Lesquin ',
  street: '5 rue des Saules',
  zip: '59810',
  city: 'Lesquin',
}

const errorsOf = (values: AddressFormValues) => {
  const result = addressFormSchema.safeParse(values)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('addressFormSchema', () => {
  it('builds the address payload: every field, blanks as null, the country when chosen, no title when none', () => {
    expect(addressFormSchema.parse(filled)).toStrictEqual({
      name: 'Dépôt de Lesquin',
      street: '5 rue des Saules',
      street2: null,
      zip: '59810',
      city: 'Lesquin',
      phone: null,
      mobile: null,
      email: null,
      vat: null,
      state_id: null,
      country_id: 76,
    })
  })

  it('sends the title and the state when the address has them', () => {
    const payload = addressFormSchema.parse({ ...filled, title_id: '3', state_id: '12', phone: '+33 3 99 00 10 13' })
    expect(payload).toMatchObject({ title_id: 3, state_id: 12, phone: '+33 3 99 00 10 13' })
  })

  it('leaves the country out when none is known', () => {
    expect('country_id' in addressFormSchema.parse({ ...filled, country_id: '' })).toBe(false)
  })

  it('refuses a blank name, street, zip or city (spaces count as blank), with French messages on those fields', () => {
    expect(errorsOf({ ...blank, name: '   ', street: ' ', city: '' })).toEqual({
      name: 'Le nom est obligatoire.',
      street: 'L’adresse est obligatoire.',
      zip: 'Le code postal doit comporter 5 chiffres.',
      city: 'La ville est obligatoire.',
    })
  })

  it('checks the optional fields only when filled', () => {
    expect(errorsOf({ ...filled, email: 'pas-un-mail', phone: 'abc' })).toEqual({
      email: 'L’adresse e-mail n’est pas valide.',
      phone: 'Le numéro de téléphone n’est pas valide.',
    })
  })
})

describe('addressFormDefaults', () => {
  it('starts a new address in France', () => {
    expect(blank).toMatchObject({ name: '', country_id: '76', title_id: '', state_id: '' })
  })

  it('starts from the address edited, keeping a title the settings do not list', () => {
    const address = addressSchema.parse({
      id: 9,
      name: 'Chantier lycée Schœlcher',
      title: { id: 4, name: 'Société' },
      address_type: 'delivery',
      street: '60 boulevard Robert Attuly',
      zip: '97200',
      city: 'Fort-de-France',
      country: { id: 150, code: 'MQ', name: 'Martinique' },
    })
    const values = addressFormDefaults(address, REFERENCES)
    expect(values).toMatchObject({ name: 'Chantier lycée Schœlcher', street2: '', country_id: '150', title_id: '4' })
    expect(addressFormSchema.parse(values)).toMatchObject({ country_id: 150, title_id: 4 })
  })
})

describe('countryChoices', () => {
  it('adds the address’s own country when the settings do not list it', () => {
    const address = addressSchema.parse({
      id: 1,
      name: 'x',
      address_type: 'delivery',
      street: 'x',
      zip: '00000',
      city: 'x',
      country: { id: 8, code: 'BE', name: 'Belgique' },
    })
    expect(countryChoices(address, REFERENCES.countries).map((c) => c.code)).toEqual(['FR', 'MQ', 'BE'])
    expect(countryChoices(undefined, REFERENCES.countries).map((c) => c.code)).toEqual(['FR', 'MQ'])
  })
})

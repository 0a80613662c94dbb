import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { addressPayloadSchema, addressSchema } from './address'
import { contactCreatePayloadSchema, contactPayloadSchema } from './contact'
import { leadInputSchema } from './lead'
import { settingsSchema } from './settings'
import { routePattern, shopServerPaths } from '../paths'

const minimal = {
  id: 7,
  name: 'Dépôt',
  address_type: 'delivery',
  street: '8 rue Francis de Pressensé',
  zip: '69100',
  city: 'Villeurbanne',
  country: { id: 76, code: 'FR', name: 'France' },
}

describe('addressSchema', () => {
  it('applies the defaults: type delivery, main address not deletable, update allowed', () => {
    const delivery = addressSchema.parse(minimal)
    expect(delivery).toMatchObject({
      type: 'delivery',
      main: false,
      is_dropoff_site: false,
      access: { delete: true, update: true },
    })
    const main = addressSchema.parse({ ...minimal, address_type: 'invoicing', main: true })
    expect(main.access).toEqual({ delete: false, update: true })
  })

  it('keeps the access flags the server sends', () => {
    expect(addressSchema.parse({ ...minimal, access: { delete: false, update: false } }).access).toEqual({
      delete: false,
      update: false,
    })
  })
})

describe('addressPayloadSchema', () => {
  const payload = { name: ' Dépôt ', street: '8 rue X', zip: '69100', city: 'Villeurbanne', country_id: 76 }

  it('trims and keeps country_id and title_id only when sent', () => {
    const parsed = addressPayloadSchema.parse(payload)
    expect(parsed.name).toBe('Dépôt')
    expect('title_id' in parsed).toBe(false)
    const withoutCountry: Partial<typeof payload> = { ...payload }
    delete withoutCountry.country_id
    expect('country_id' in addressPayloadSchema.parse(withoutCountry)).toBe(false)
  })

  it('answers French messages for blank required fields and a bad postcode', () => {
    const result = addressPayloadSchema.safeParse({ ...payload, name: '  ', zip: '6910' })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((i) => i.message)
    expect(messages).toContain('Le nom est obligatoire.')
    expect(messages).toContain('Le code postal doit comporter 5 chiffres.')
  })

  it('accepts a blank optional e-mail but not a malformed one', () => {
    expect(addressPayloadSchema.safeParse({ ...payload, email: '' }).success).toBe(true)
    expect(addressPayloadSchema.safeParse({ ...payload, email: 'pas-un-mail' }).success).toBe(false)
  })
})

describe('contact payloads', () => {
  it('needs an e-mail to create, but takes a blank one on update', () => {
    const base = { firstname: 'Isabelle', lastname: 'Fontaine' }
    expect(contactCreatePayloadSchema.safeParse({ ...base, email: '' }).success).toBe(false)
    expect(contactCreatePayloadSchema.safeParse({ ...base, email: 'i.fontaine@exemple.fr' }).success).toBe(true)
    expect(contactPayloadSchema.safeParse({ ...base, email: '' }).success).toBe(true)
  })
})

describe('lead schema', () => {
  it('requires subject, e-mail, name and message', () => {
    const result = leadInputSchema.safeParse({ subject: '', email: 'x', name: '', description: '' })
    expect(result.success).toBe(false)
    expect(Object.keys(result.error ? z.flattenError(result.error).fieldErrors : {}).sort()).toEqual([
      'description',
      'email',
      'name',
      'subject',
    ])
  })
})

describe('settingsSchema', () => {
  it('reads missing lists as empty', () => {
    expect(settingsSchema.parse({ countries: [] })).toEqual({
      countries: [],
      titles: [],
      states: [],
      currencies: [],
      lead_subjects: [],
    })
  })
})

describe('shopServerPaths', () => {
  it('encodes ids and gives servers their route patterns', () => {
    expect(shopServerPaths.address('delivery', 12)).toBe('addresses/delivery/12')
    expect(shopServerPaths.contact('a/b')).toBe('contacts/a%2Fb')
    expect(routePattern(shopServerPaths.contact)).toBe('/contacts/:id')
    expect(routePattern((id) => shopServerPaths.address('invoicing', id))).toBe('/addresses/invoicing/:id')
    expect(routePattern(shopServerPaths.cartDeliveryCarriers)).toBe('/:id/delivery_carriers')
  })
})

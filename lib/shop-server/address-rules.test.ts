import { describe, expect, it } from 'vitest'
import { isValidAddress } from './address-rules'

const complete = { name: 'Mairie', street: '1 place de la Mairie', zip: '49250', city: 'Saint-Aubin-sur-Loire' }

describe('isValidAddress', () => {
  it('accepts an address whose name, street, zip and city are filled', () => {
    expect(isValidAddress(complete)).toBe(true)
  })

  it.each(['name', 'street', 'zip', 'city'] as const)('refuses a blank or missing %s', (field) => {
    expect(isValidAddress({ ...complete, [field]: '' })).toBe(false)
    expect(isValidAddress({ ...complete, [field]: '   \t' })).toBe(false)
    expect(isValidAddress({ ...complete, [field]: null })).toBe(false)
    expect(isValidAddress({ ...complete, [field]: undefined })).toBe(false)
  })

  it('accepts a drop-off site whatever its fields', () => {
    expect(isValidAddress({ is_dropoff_site: true })).toBe(true)
    expect(isValidAddress({ name: 'Relais', street: null, zip: null, city: 'Lyon', is_dropoff_site: true })).toBe(true)
  })

  it('does not need street2 or anything else', () => {
    expect(isValidAddress({ ...complete, is_dropoff_site: false })).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { foldForSearch, searchAddresses, type SearchableAddress } from './address-search'

const FR = { id: 76, code: 'FR', name: 'France' }
const MQ = { id: 150, code: 'MQ', name: 'Martinique' }

const ADDRESSES: Array<SearchableAddress & { id: number }> = [
  {
    id: 1,
    address_type: 'invoicing',
    name: 'Atelier Martin Rénovation',
    street: '14 rue Paul Bert',
    street2: null,
    zip: '69003',
    city: 'Lyon',
    country: FR,
  },
  {
    id: 2,
    address_type: 'delivery',
    name: 'Chantier Croix-Rousse',
    street: '22 boulevard de la Croix-Rousse',
    street2: 'Accès par la cour, code 4512',
    zip: '69004',
    city: 'Lyon',
    country: FR,
  },
  {
    id: 3,
    address_type: 'delivery',
    name: 'Chantier lycée Schœlcher',
    street: '60 boulevard Robert Attuly',
    street2: null,
    zip: '97200',
    city: 'Fort-de-France',
    country: MQ,
  },
  {
    id: 4,
    address_type: 'delivery',
    name: 'Pressing des Brotteaux',
    street: null,
    street2: null,
    zip: '69006',
    city: 'Lyon',
    country: null,
  },
]

const ids = (query: string, type?: 'invoicing' | 'delivery') => searchAddresses(ADDRESSES, query, type).map((a) => a.id)

describe('searchAddresses', () => {
  it('keeps every address for a blank search', () => {
    expect(ids('')).toEqual([1, 2, 3, 4])
    expect(ids('   ')).toEqual([1, 2, 3, 4])
  })

  it('ignores case and accents, on both sides', () => {
    expect(ids('RENOVATION')).toEqual([1])
    expect(ids('lycee')).toEqual([3])
    expect(ids('Accès')).toEqual([2])
    expect(ids('acces')).toEqual([2])
    expect(ids('schoelcher')).toEqual([3])
  })

  it('searches name, street, street2, zip, city and country name', () => {
    expect(ids('Paul Bert')).toEqual([1])
    expect(ids('code 4512')).toEqual([2])
    expect(ids('69006')).toEqual([4])
    expect(ids('fort-de-france')).toEqual([3])
    expect(ids('martinique')).toEqual([3])
    // The country code is not searched: "MQ" is not in any field.
    expect(ids('mq')).toEqual([])
  })

  it('needs every word, each in any field, but never across two fields', () => {
    expect(ids('lyon chantier')).toEqual([2])
    expect(ids('lyon martinique')).toEqual([])
    // "Lyon" ends the city and "France" is the country: no word made of both.
    expect(ids('lyonfrance')).toEqual([])
  })

  it('restricts to one type when asked', () => {
    expect(ids('lyon', 'invoicing')).toEqual([1])
    expect(ids('lyon', 'delivery')).toEqual([2, 4])
    expect(ids('', 'delivery')).toEqual([2, 3, 4])
  })
})

describe('foldForSearch', () => {
  it('folds French accents, cedillas and ligatures', () => {
    expect(foldForSearch('Ÿ Ç É À Œ æ')).toBe('y c e a oe ae')
  })
})

import type { AddressType } from '@/lib/shop-server/paths'
import type { Address } from '@/lib/shop-server/schemas/address'

export type SearchableAddress = Pick<
  Address,
  'name' | 'street' | 'street2' | 'zip' | 'city' | 'country' | 'address_type'
>

/** Lower case without accents, ligatures spelt out: "Schœlcher" and "SCHOELCHER" compare equal. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
}

function searchText(address: SearchableAddress): string {
  const fields = [address.name, address.street, address.street2, address.zip, address.city, address.country?.name]
  // One field per line, so that a word never matches across two fields.
  return foldForSearch(fields.filter(Boolean).join('\n'))
}

/**
 * docs/product/account.md#address-search: the addresses matching a search, case- and accent-insensitive over name, street, street2,
 * zip, city and country name, optionally of one type only. Every word typed must appear somewhere
 * ("lyon garibaldi" finds 110 rue Garibaldi, Lyon); a blank search keeps every address.
 */
export function searchAddresses<A extends SearchableAddress>(
  addresses: readonly A[],
  query: string,
  type?: AddressType,
): A[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean)
  return addresses.filter((address) => {
    if (type !== undefined && address.address_type !== type) return false
    if (words.length === 0) return true
    const text = searchText(address)
    return words.every((word) => text.includes(word))
  })
}

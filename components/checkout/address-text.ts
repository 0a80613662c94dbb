import type { Address } from '@/lib/shop-server/schemas/address'

type Place = Pick<Address, 'street' | 'street2' | 'zip' | 'city'> & { country?: { name: string } | null }

/** Street, complement, postcode and town, country: the line shown under an address's or relay point's name. */
export function addressText(place: Place): string {
  const town = [place.zip, place.city].filter(Boolean).join(' ')
  return [place.street, place.street2, town, place.country?.name].filter(Boolean).join(', ')
}

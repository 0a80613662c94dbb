/** The fields docs/product/account.md#valid-address checks; drop-off sites are relay points whose address the carrier owns. */
export interface AddressLike {
  name?: string | null
  street?: string | null
  zip?: string | null
  city?: string | null
  is_dropoff_site?: boolean | null
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== ''

/** docs/product/account.md#valid-address: a drop-off site, or an address whose name, street, zip and city are not blank. */
export function isValidAddress(address: AddressLike): boolean {
  if (address.is_dropoff_site) return true
  return filled(address.name) && filled(address.street) && filled(address.zip) && filled(address.city)
}

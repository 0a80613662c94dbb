import type { AddressType } from '../../../lib/shop-server/paths'
import type { DemoContext } from '../../context'
import type { Address } from '../shapes'

/**
 * Addresses are documents of this kind owned by the customer id, stored in the answer's shape. The
 * main invoicing address is the customer's own partner, so its id is the customer id; the others take
 * partner ids from the order system's sequence.
 */
export const ADDRESS_KIND = 'address'

/** Main first, then in creation order. */
export async function listAddresses(ctx: DemoContext, customerId: number, type?: AddressType): Promise<Address[]> {
  const all = await ctx.store.list<Address>(ADDRESS_KIND, String(customerId))
  return all
    .filter((a) => type === undefined || a.address_type === type)
    .sort((a, b) => Number(b.main) - Number(a.main) || a.id - b.id)
}

/** The customer's address of that type, or undefined for someone else's or another type's id. */
export async function findAddress(
  ctx: DemoContext,
  customerId: number,
  type: AddressType,
  id: number,
): Promise<Address | undefined> {
  const r = await ctx.store.db.query<{ data: Address }>(
    'select data from docs where kind = $1 and id = $2 and owner = $3',
    [ADDRESS_KIND, String(id), String(customerId)],
  )
  const address = r.rows[0]?.data
  return address?.address_type === type ? address : undefined
}

export async function saveAddress(ctx: DemoContext, customerId: number, address: Address): Promise<void> {
  await ctx.store.put(ADDRESS_KIND, String(address.id), String(customerId), address)
}

export async function removeAddress(ctx: DemoContext, id: number): Promise<void> {
  await ctx.store.remove(ADDRESS_KIND, String(id))
}

import type { DemoContext } from '../context'
import { listAddresses } from '../shop-server/data/address-store'
import { DEMO_COUNTRIES } from '../shop-server/data/reference'
import type { PickupPoint } from './shapes'
import { demoAddress, type Address } from '../shop-server/shapes'

/** The shop server owns addresses; the order system reads the same records, as Odoo shares res.partner. */
export async function customerAddresses(ctx: DemoContext, customerId: number): Promise<Address[]> {
  return listAddresses(ctx, customerId)
}

/** One of the customer's own addresses, any type; another customer's id reads as missing. */
export async function findAddress(ctx: DemoContext, customerId: number, id: number): Promise<Address | undefined> {
  return (await customerAddresses(ctx, customerId)).find((a) => a.id === id)
}

/** The main invoicing address, and the first delivery address that is not a relay point (else the invoicing one). */
export async function defaultAddressIds(ctx: DemoContext, customerId: number) {
  const all = await customerAddresses(ctx, customerId)
  const invoicing = all.find((a) => a.address_type === 'invoicing')
  const delivery = all.find((a) => a.address_type === 'delivery' && !a.is_dropoff_site) ?? invoicing
  return { invoicing: invoicing?.id ?? null, delivery: delivery?.id ?? null }
}

/** A relay point as the delivery address of a cart: a drop-off site, which the carrier owns. */
export function pickupAddress(point: PickupPoint, id: number): Address {
  return demoAddress({
    id,
    name: point.name,
    address_type: 'delivery',
    street: point.street,
    street2: point.street2,
    zip: point.zip,
    city: point.city,
    country: DEMO_COUNTRIES.find((c) => c.code === point.country_code) ?? null,
    is_company: true,
    is_dropoff_site: true,
    access: { delete: false, update: false },
  })
}

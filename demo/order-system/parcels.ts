import { DEMO_CARRIERS, toCarrier } from './carriers'

/** A carrier as a picking names it (the API's carrier shape, never priced for a cart). */
export interface ParcelCarrier {
  id: number
  code: string | null
  name: string
  description: string | null
  price_applied_to_cart: null
  with_dropoff_site: boolean
}

/**
 * Who can take a parcel: the carriers offered at checkout, and the haulage firms the warehouse also
 * works with, which the shop does not offer (Odoo carriers not published on the website).
 */
export const PARCEL_CARRIERS: readonly ParcelCarrier[] = [
  ...DEMO_CARRIERS.map((carrier) => ({ ...toCarrier(carrier, null), price_applied_to_cart: null })),
  {
    id: 11,
    code: 'dpd',
    name: 'DPD Predict',
    description: null,
    price_applied_to_cart: null,
    with_dropoff_site: false,
  },
  {
    id: 12,
    code: 'gls',
    name: 'GLS Business',
    description: null,
    price_applied_to_cart: null,
    with_dropoff_site: false,
  },
  {
    id: 13,
    code: 'db_schenker',
    name: 'DB Schenker',
    description: 'Messagerie palettes',
    price_applied_to_cart: null,
    with_dropoff_site: false,
  },
]

export function findParcelCarrier(id: number): ParcelCarrier | undefined {
  return PARCEL_CARRIERS.find((carrier) => carrier.id === id)
}

/** A tracking number shaped like the carrier's own, derived from the picking id (same picking, same number). */
export function trackingReference(carrierCode: string | null, pickingId: number): string {
  const digits = String(pickingId * 7919 + 104_729)
    .padStart(11, '0')
    .slice(-11)
  switch (carrierCode) {
    case 'chronopost':
      return `XY${digits.slice(0, 9)}FR`
    case 'dpd':
      return `250${digits}`
    case 'gls':
      return `ZG${digits.slice(3)}`
    case 'db_schenker':
      return `13${digits.slice(1)}`
    default:
      return `6A${digits}`
  }
}

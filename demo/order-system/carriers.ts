import { round2 } from './pricing'
import type { Carrier } from './shapes'

interface DemoCarrier {
  id: number
  code: string
  name: string
  description: string
  /** Untaxed price. */
  price: number
  /** Untaxed cart amount from which shipping is free. */
  freeFrom: number | null
  withDropoffSite: boolean
}

/** The carriers of the demo; the shop server's `delivery_carriers` and relay points use the same ids. */
export const DEMO_CARRIERS: readonly DemoCarrier[] = [
  {
    id: 1,
    code: 'colissimo',
    name: 'Colissimo Entreprise',
    description: 'Livraison sur votre lieu de travail en 48 h, offerte dès 300 € HT.',
    price: 9.9,
    freeFrom: 300,
    withDropoffSite: false,
  },
  {
    id: 2,
    code: 'chronopost',
    name: 'Chronopost 13 h',
    description: 'Livraison express le lendemain avant 13 h.',
    price: 19.9,
    freeFrom: null,
    withDropoffSite: false,
  },
  {
    id: 3,
    code: 'relais',
    name: 'Point relais',
    description: 'Retrait dans le point relais de votre choix sous 3 à 4 jours.',
    price: 4.9,
    freeFrom: null,
    withDropoffSite: true,
  },
]

/** Shipping lines are products in Odoo; these ids stay clear of the catalogue's. */
export const DELIVERY_PRODUCT_ID_BASE = 9_000_000

export function findCarrier(id: number): DemoCarrier | undefined {
  return DEMO_CARRIERS.find((c) => c.id === id)
}

/** Untaxed shipping price for a cart of this untaxed amount. */
export function shippingPrice(carrier: DemoCarrier, cartUntaxed: number): number {
  return carrier.freeFrom !== null && cartUntaxed >= carrier.freeFrom ? 0 : carrier.price
}

/** The carrier as the API shows it; `cartUntaxed` null when no cart prices it (shop-server listing). */
export function toCarrier(carrier: DemoCarrier, cartUntaxed: number | null): Carrier {
  return {
    id: carrier.id,
    code: carrier.code,
    name: carrier.name,
    description: carrier.description,
    price_applied_to_cart: cartUntaxed === null ? null : round2(shippingPrice(carrier, cartUntaxed)),
    with_dropoff_site: carrier.withDropoffSite,
  }
}

/** Cheapest first, as upstream sorts them. */
export function carriersForCart(cartUntaxed: number): Carrier[] {
  return DEMO_CARRIERS.map((c) => toCarrier(c, cartUntaxed)).sort(
    (a, b) => (a.price_applied_to_cart ?? 0) - (b.price_applied_to_cart ?? 0),
  )
}

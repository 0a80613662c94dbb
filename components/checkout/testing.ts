import { saleSchema, type Sale } from '@/lib/order-system/schemas/sale'
import type { Carrier } from '@/lib/order-system/schemas/carrier'
import type { Payable } from '@/lib/order-system/schemas/payable'
import { addressSchema, type Address } from '@/lib/shop-server/schemas/address'
import type { PaymentProvider } from '@/lib/shop-server/schemas/payment'
import { pickupSchema, type Pickup } from '@/lib/shop-server/schemas/pickup'

/** Fixtures of the checkout's component tests, shaped as the shop server and the order system answer. */

const FRANCE = { id: 76, code: 'FR', name: 'France' }

export function address(fields: Partial<Address> & Pick<Address, 'id' | 'name' | 'address_type'>): Address {
  return addressSchema.parse({ street: null, zip: null, city: null, country: FRANCE, ...fields })
}

export const INVOICING = address({
  id: 1001,
  name: 'Atelier Martin Rénovation',
  address_type: 'invoicing',
  street: '14 rue Paul Bert',
  zip: '69003',
  city: 'Lyon',
  main: true,
})
export const SITE = address({
  id: 2001,
  name: 'Chantier Croix-Rousse',
  address_type: 'delivery',
  street: '22 boulevard de la Croix-Rousse',
  zip: '69004',
  city: 'Lyon',
})
/** Blank after trimming is missing (docs/product/account.md#valid-address). */
export const NO_STREET = address({
  id: 2002,
  name: 'Dépôt de Villeurbanne',
  address_type: 'delivery',
  street: '   ',
  zip: '69100',
  city: 'Villeurbanne',
})
/** A relay point kept in the address book: the carrier owns its address, so it needs no street. */
export const RELAY_ADDRESS = address({
  id: 2003,
  name: 'Pressing des Brotteaux',
  address_type: 'delivery',
  zip: '69006',
  city: 'Lyon',
  is_dropoff_site: true,
})

export const HOME_CARRIER: Carrier = {
  id: 1,
  code: 'colissimo',
  name: 'Colissimo Entreprise',
  description: 'Livraison sur votre lieu de travail en 48 h.',
  price_applied_to_cart: 9.9,
  with_dropoff_site: false,
}
export const RELAY_CARRIER: Carrier = {
  id: 3,
  code: 'relais',
  name: 'Point relais',
  description: 'Retrait dans le point relais de votre choix.',
  price_applied_to_cart: 0,
  with_dropoff_site: true,
}

export function pickup(fields: Partial<Pickup> & Pick<Pickup, 'id' | 'code' | 'name' | 'city'>): Pickup {
  return pickupSchema.parse({
    carrier_id: RELAY_CARRIER.id,
    street: '1 rue de la Gare',
    zip: '69000',
    country_code: 'FR',
    country: FRANCE,
    opening_hours: [],
    ...fields,
  })
}

/** The order (or quotation, or request) the order system answers when a cart leaves. */
export function sale(name: string): Sale {
  const amount = { discount_total: 0, tax: 0, total: 0, untaxed: 0, total_without_discount: 0 }
  return saleSchema.parse({
    id: 501,
    name,
    date_order: '2025-03-04T09:00:00+00:00',
    state: 'pending',
    note: null,
    client_order_ref: null,
    ej_number: null,
    suite_name: null,
    invoicing: { address: null },
    invoices: [],
    lines: [],
    amount,
    delivery: { address: null, amount: { untaxed: 0, tax: 0, total: 0 }, selected_carrier: null, pickings: [] },
    payment: null,
    receipt_file: null,
  })
}

export const PAYABLE: Payable = {
  payable: 'signed.payable.token',
  payable_reference: 'SO501',
  amount: 60,
  currency_code: 'EUR',
  amount_formatted: '60,00 €',
}

export const CARD: PaymentProvider = {
  id: 1,
  name: 'Carte bancaire (démo)',
  code: 'demo_card',
  state: 'test',
  inline_form_view_rendered: null,
  express_checkout_form_view_rendered: null,
  payable_reference: 'SO501',
  payment_icons: [
    { name: 'Visa', sequence: 1, image: null },
    { name: 'CB', sequence: 0, image: 'data:image/png;base64,iVBORw0KGgo=' },
  ],
}

import type { AddressType } from '../../lib/shop-server/paths'
import type { PickupPoint } from '../order-system/shapes'

/**
 * What the demo's shop server answers, in its own words; the shop reads it with its own schemas
 * (lib/shop-server/schemas), which the demo never imports (see demo/order-system/shapes.ts).
 */

export interface Ref {
  id: number
  name: string
}

export interface Country {
  id: number
  code: string
  name: string
}

export interface Address {
  id: number
  name: string | null
  title: Ref | null
  address_type: AddressType
  street: string | null
  street2: string | null
  zip: string | null
  city: string | null
  country: Country | null
  state: { id: number; name: string; code: string } | null
  phone: string | null
  mobile: string | null
  email: string | null
  vat: string | null
  lang: string | null
  type: 'contact' | 'invoice' | 'delivery' | 'other'
  is_company: boolean
  main: boolean
  opt_in: boolean
  opt_out: boolean
  is_dropoff_site: boolean
  access: { delete: boolean; update: boolean }
}

/** An address with the defaults a new partner record has; `fields` says the rest. */
export function demoAddress(
  fields: Partial<Address> & Pick<Address, 'id' | 'address_type' | 'name' | 'street' | 'zip' | 'city' | 'country'>,
): Address {
  const main = fields.main ?? false
  return {
    title: null,
    street2: null,
    state: null,
    phone: null,
    mobile: null,
    email: null,
    vat: null,
    lang: null,
    type: 'delivery',
    is_company: false,
    opt_in: false,
    opt_out: false,
    is_dropoff_site: false,
    ...fields,
    main,
    access: fields.access ?? { delete: !main, update: true },
  }
}

/** A manager is an agent flagged `is_manager`; its kind is `manager`. */
export type CustomerKind = 'user' | 'agent' | 'manager' | 'collectivity'

export interface Customer {
  id: number
  name: string
  login: string
  role: string
  kind: CustomerKind
  is_manager: boolean
  has_market: boolean
  market: string | null
  has_tax_included_price: boolean
  collectivity: boolean
  optIn: boolean
  phone: string | null
  mobile: string | null
  /** The customer's language as an Odoo `res.lang` id. */
  lang_id: number | null
}

export interface Contact {
  id: number
  firstname: string
  lastname: string
  email: string | null
  title: string | null
  function: string | null
  phone: string | null
  mobile: string | null
  size_info: string | null
  agent_manager: boolean
  auth_state: 'none' | 'invited' | 'accepted'
}

export interface Settings {
  countries: Country[]
  titles: Ref[]
  states: { id: number; name: string; code: string; country_id: number }[]
  currencies: { id: number; name: string; symbol: string }[]
  lead_subjects: Ref[]
}

export interface OpeningSlot {
  weekday: number
  opens: string
  closes: string
}

/** The order system's pickup point, plus what the chooser shows. */
export interface Pickup extends PickupPoint {
  id: number
  country: Country
  opening_hours: OpeningSlot[]
  /** A point of the carrier's public network, which the order system takes whole. */
  is_public: boolean
}

export interface LeadAttachment {
  name: string
  size: number
  content_type: string
}

export interface Lead {
  id: number
  subject: string
  email: string
  name: string
  phone: string | null
  mobile: string | null
  company: string | null
  street: string | null
  street2: string | null
  zip: string | null
  city: string | null
  country: Country | null
  description: string
  attachments: LeadAttachment[]
}

export interface PaymentProvider {
  id: number
  name: string
  code: string
  state: 'enabled' | 'test' | 'disabled'
  inline_form_view_rendered: string | null
  express_checkout_form_view_rendered: string | null
  payable_reference: string | null
  payment_icons: { name: string; sequence: number; image: string | null }[]
}

/** Both demo back ends answer errors FastAPI style, with a French `detail`. */
export interface ErrorBody {
  detail: string
  fields?: Record<string, string>
}

/**
 * Every shop-server path the shop calls, in one table, relative to SHOP_SERVER_URL (no leading slash, so a
 * base with a path prefix such as `/shopinvader/` keeps working). The app's client builds URLs from
 * it and the demo server registers its routes from it; a deployment on a real shopinvader back end
 * changes this table only (README "Brancher un vrai shopinvader" lists the upstream equivalents,
 * noted below where they differ).
 */

export const addressTypes = ['invoicing', 'delivery'] as const
export type AddressType = (typeof addressTypes)[number]

type Id = string | number
const seg = (id: Id) => encodeURIComponent(String(id))

export const shopServerPaths = {
  customer: 'customer',
  /** Upstream: `POST customer` with `{opt_in}`. */
  customerUpdate: (id: Id) => `customer/${seg(id)}/update`,
  /** Upstream: `signin`. */
  signin: 'auth/signin',
  /** Upstream: `signout`. */
  signout: 'auth/signout',
  register: 'auth/register',
  addresses: (type: AddressType) => `addresses/${type}`,
  address: (type: AddressType, id: Id) => `addresses/${type}/${seg(id)}`,
  settings: 'settings',
  paymentMethods: 'payment/methods',
  paymentTransactions: 'payment/transactions',
  leads: 'leads',
  deliveryCarriers: 'delivery_carriers',
  /** Carriers priced for one cart; `cartId` is the cart's uuid. Upstream: `carts/{uuid}/delivery_carriers`. */
  cartDeliveryCarriers: (cartId: Id) => `${seg(cartId)}/delivery_carriers`,
  /** Upstream asks for `country`, `zip`, `city` and `street` rather than a name. */
  deliveryPickups: 'delivery_pickups',
  /** Our extension: managers and collectivities handle contacts, which upstream gives no path (docs/product/account.md#contacts). */
  contacts: 'contacts',
  contact: (id: Id) => `contacts/${seg(id)}`,
} as const

const PLACEHOLDER = '__id__'

/** A server's route pattern for a path builder: `routePattern(shopServerPaths.contact)` is `/contacts/:id`. */
export function routePattern(build: (id: Id) => string, name = 'id'): string {
  return `/${build(PLACEHOLDER).replace(PLACEHOLDER, `:${name}`)}`
}

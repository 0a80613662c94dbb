/**
 * Every order-system call of the storefront, relative to ORDER_SYSTEM_URL, without a leading
 * slash so a base with a path prefix keeps working. The app's client and the demo's routes both read
 * this table, so moving to a real shopinvader back end, which names some of these differently (noted
 * below), means editing this file only.
 */
type Id = string | number
const seg = (id: Id) => encodeURIComponent(String(id))

export const orderSystemPaths = {
  /** Upstream: `carts/sync` (cart uuid only as `carts/{uuid}/sync`). */
  cartSync: 'v2/cart/sync',
  /** Upstream shopinvader and the Nuxt template post here; kept as an alias. */
  cartSyncAlias: 'carts/sync',
  /** Upstream: `carts/current/carrier` (`set_carrier` is deprecated there). */
  cartSetCarrier: 'carts/current/set_carrier',
  cartUpdate: 'carts/current/update',
  cartDeliveryCarriers: 'carts/current/delivery_carriers',
  cartCoupon: 'carts/current/coupon',
  cartPayable: 'carts/current/payable',
  /** Upstream takes `{carrier_id, code}` rather than `{pickup_site_id}`. */
  cartSetPickup: 'carts/current/set_pickup',
  /** No upstream equivalent. */
  cartSetPublicDeliveryPickup: 'carts/current/set_public_delivery_pickup',
  /** No upstream equivalent: shopinvader confirms a cart through its payment. */
  cartConfirm: (id: Id) => `carts/${seg(id)}/confirm`,
  cartRequest: 'carts/current/request',
  cartRequestQuotation: (id: Id) => `carts/${seg(id)}/request_quotation`,

  sales: 'sales',
  sale: (id: Id) => `sales/${seg(id)}`,
  saleDownload: (id: Id) => `sales/${seg(id)}/download`,
  saleLines: 'sale_lines',

  quotations: 'quotations',
  quotation: (id: Id) => `quotations/${seg(id)}`,
  quotationConfirm: (id: Id) => `quotations/${seg(id)}/confirm`,
  quotationDownload: (id: Id) => `quotations/${seg(id)}/download`,
  /** No upstream equivalent (only the cart has a payable). */
  quotationPayable: (id: Id) => `quotations/${seg(id)}/payable`,

  prices: 'prices',

  invoices: 'invoices',
  invoiceDownload: (id: Id) => `invoices/${seg(id)}/download`,
  /** The singular form exists too (the Nuxt template's spelling); both answer the same PDF. */
  invoiceDownloadSingular: (id: Id) => `invoice/${seg(id)}/download`,

  authLogin: 'auth/login',
  authLogout: 'auth/logout',
  authProfile: 'auth/profile',
  authRegister: 'auth/register',
  authRequestResetPassword: 'auth/request_reset_password',
  authSetPassword: 'auth/set_password',
  authValidateEmail: 'auth/validate_email',

  unitMembers: 'unit/members',
  unitMember: (id: Id) => `unit/members/${seg(id)}`,
  unitMemberInvite: (id: Id) => `unit/members/${seg(id)}/invite`,
  unitRequestLines: 'unit/request_lines',
  unitRequestLineAccept: (id: Id) => `unit/request_lines/${seg(id)}/accept`,
  unitRequestLineReject: (id: Id) => `unit/request_lines/${seg(id)}/reject`,
  unitRequestLineReset: (id: Id) => `unit/request_lines/${seg(id)}/reset`,

  /** Shopping lists (`shopinvader_api_wishlist`): paged search, and create with an optional first set of lines. */
  wishlists: 'wishlists',
  /** `GET` one list, `DELETE` it. */
  wishlist: (id: Id) => `wishlists/${seg(id)}`,
  /** Name and, as a demo extension, sharing with the unit (upstream also answers `PUT wishlists/{id}`). */
  wishlistUpdate: (id: Id) => `wishlists/${seg(id)}/update`,
  /** Adds lines; a product already listed gets the quantity sent. */
  wishlistAddItems: (id: Id) => `wishlists/${seg(id)}/add_items`,
  /** Changes the quantity of lines already listed (404 for a product that is not). */
  wishlistUpdateItems: (id: Id) => `wishlists/${seg(id)}/update_items`,
  wishlistDeleteItems: (id: Id) => `wishlists/${seg(id)}/delete_items`,
} as const

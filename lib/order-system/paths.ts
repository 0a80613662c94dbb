/**
 * Every order-system call of the storefront, relative to ORDER_SYSTEM_URL. The app's client and the
 * demo's routes both read this table, so moving to a real shopinvader back end (which names some of
 * these differently, e.g. `carts/current/carrier` or `/carts/{uuid}/sync`) means editing this file only.
 * Functions take the id as a string so the demo can pass a route parameter such as ':id'.
 */
type Id = string | number

export const orderSystemPaths = {
  cartSync: 'v2/cart/sync',
  /** Upstream shopinvader and the Nuxt template post here; kept as an alias. */
  cartSyncAlias: 'carts/sync',
  cartSetCarrier: 'carts/current/set_carrier',
  cartUpdate: 'carts/current/update',
  cartDeliveryCarriers: 'carts/current/delivery_carriers',
  cartCoupon: 'carts/current/coupon',
  cartPayable: 'carts/current/payable',
  cartSetPickup: 'carts/current/set_pickup',
  cartSetPublicDeliveryPickup: 'carts/current/set_public_delivery_pickup',
  cartConfirm: (id: Id) => `carts/${id}/confirm`,
  cartRequest: 'carts/current/request',
  cartRequestQuotation: (id: Id) => `carts/${id}/request_quotation`,

  sales: 'sales',
  sale: (id: Id) => `sales/${id}`,
  saleDownload: (id: Id) => `sales/${id}/download`,
  saleLines: 'sale_lines',

  quotations: 'quotations',
  quotation: (id: Id) => `quotations/${id}`,
  quotationConfirm: (id: Id) => `quotations/${id}/confirm`,
  quotationDownload: (id: Id) => `quotations/${id}/download`,
  quotationPayable: (id: Id) => `quotations/${id}/payable`,

  prices: 'prices',

  invoices: 'invoices',
  invoiceDownload: (id: Id) => `invoices/${id}/download`,
  /** The spec also lists the singular form (the Nuxt template's spelling); both answer the same PDF. */
  invoiceDownloadSingular: (id: Id) => `invoice/${id}/download`,

  authLogin: 'auth/login',
  authLogout: 'auth/logout',
  authProfile: 'auth/profile',
  authRegister: 'auth/register',
  authRequestResetPassword: 'auth/request_reset_password',
  authSetPassword: 'auth/set_password',
  authValidateEmail: 'auth/validate_email',

  unitMembers: 'unit/members',
  unitMember: (id: Id) => `unit/members/${id}`,
  unitMemberInvite: (id: Id) => `unit/members/${id}/invite`,
  unitRequestLines: 'unit/request_lines',
  unitRequestLineAccept: (id: Id) => `unit/request_lines/${id}/accept`,
  unitRequestLineReject: (id: Id) => `unit/request_lines/${id}/reject`,
  unitRequestLineReset: (id: Id) => `unit/request_lines/${id}/reset`,
} as const

export type OrderSystemPaths = typeof orderSystemPaths

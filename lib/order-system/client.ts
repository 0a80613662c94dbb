import type { Result } from '@/lib/http/result'
import {
  noAnswer,
  sessionHttpClients,
  type BackendClientConfig,
  type BackendClientDeps,
} from '@/lib/http/session-clients'
import { carrierListSchema } from '@/lib/shop-server/schemas/carrier'
import { orderSystemPaths as paths } from './paths'
import {
  unitMemberListSchema,
  unitMemberSchema,
  type UnitMember,
  type UnitMemberCreateInput,
  type UnitMemberUpdateInput,
} from './schemas/unit-member'
import { quotationPageSchema, type QuotationUpdateInput } from './schemas/quotation'
import {
  requestLinePageSchema,
  requestLineSchema,
  type RequestLine,
  type RequestLineQuery,
} from './schemas/request-line'
import {
  WISHLIST_TYPOLOGY,
  wishlistPageSchema,
  wishlistSchema,
  type Wishlist,
  type WishlistCreateInput,
  type WishlistItem,
  type WishlistUpdateInput,
} from './schemas/wishlist'
import { z } from 'zod/mini'
import { invoicePageSchema, type Invoice, type InvoiceQuery } from './schemas/invoice'
import type { Paged } from './schemas/paging'
import {
  saleLinePageSchema,
  salePageSchema,
  type SaleLineQuery,
  type SaleLineWithOrder,
  type SaleQuery,
} from './schemas/sale'
import {
  authAccountSchema,
  cartSchema,
  emptyAnswerSchema,
  payableSchema,
  priceMapSchema,
  quotationSchema,
  saleSchema,
  userProfileSchema,
  type AuthAccount,
  type Carrier,
  type Cart,
  type CartSyncInput,
  type CartUpdateInput,
  type LoginInput,
  type Payable,
  type PriceMap,
  type Quotation,
  type RegisterInput,
  type ResetPasswordRequestInput,
  type Sale,
  type SetPasswordInput,
  type SetPublicDeliveryPickupInput,
  type UserProfile,
  type ValidateEmailInput,
} from './schemas'

/**
 * The typed client of the order system (the shopinvader order-system API). Each method parses the answer
 * with the shared schema and returns a Result; later issues (cart, orders, unit) add their calls here.
 */
export function createOrderSystemClient(config: BackendClientConfig, deps: BackendClientDeps) {
  const { http, opening } = sessionHttpClients('order-system', config, deps)

  return {
    /**
     * `POST auth/login`. docs/product/sign-in.md#password-sign-in: a 403 (wrong credentials) is "no user" rather than an error, so
     * it comes back as `ok` with `null`; every other failure keeps the server's message.
     */
    async login(input: LoginInput): Promise<Result<UserProfile | null>> {
      const result = await opening.post(paths.authLogin, { schema: userProfileSchema, json: input })
      if (!result.ok && result.error.kind === 'http' && result.error.status === 403)
        return { ok: true, data: null, status: 403 }
      return result
    },
    logout(): Promise<Result<null>> {
      return http.post(paths.authLogout, { schema: noAnswer, responseType: 'empty' })
    },
    profile(): Promise<Result<UserProfile>> {
      return http.get(paths.authProfile, { schema: userProfileSchema })
    },
    /** docs/product/sign-in.md#registration: the server is called only when name, login and password are all present; otherwise `null`. */
    async register(input: Partial<RegisterInput>): Promise<Result<AuthAccount> | null> {
      const { name, login, password } = input
      if (!name?.trim() || !login?.trim() || !password) return null
      return http.post(paths.authRegister, { schema: authAccountSchema, json: { name, login, password } })
    },
    requestPasswordReset(input: ResetPasswordRequestInput): Promise<Result<unknown>> {
      return http.post(paths.authRequestResetPassword, { schema: emptyAnswerSchema, json: input })
    },
    setPassword(input: SetPasswordInput): Promise<Result<AuthAccount>> {
      return http.post(paths.authSetPassword, { schema: authAccountSchema, json: input })
    },
    validateEmail(input: ValidateEmailInput): Promise<Result<unknown>> {
      return http.post(paths.authValidateEmail, { schema: emptyAnswerSchema, json: input })
    },
    /** `GET prices`: the signed-in buyer's price list keyed by product id (empty for the default role). */
    prices(): Promise<Result<PriceMap>> {
      return http.get(paths.prices, { schema: priceMapSchema })
    },

    /**
     * `POST v2/cart/sync` (docs/product/cart.md#sync): `null` when the customer has no cart (204 or an empty body). Sent
     * once: the sync engine has its own back-off, and the transaction uuids make its resends harmless.
     */
    cartSync(input: CartSyncInput): Promise<Result<Cart | null>> {
      return http.post(paths.cartSync, { schema: z.nullable(cartSchema), json: input, retry: 0 })
    },
    /** Only the keys present are changed (reference, EJ number, note, delivery or invoicing address). */
    cartUpdate(input: CartUpdateInput): Promise<Result<Cart>> {
      return http.post(paths.cartUpdate, { schema: cartSchema, json: input })
    },
    cartSetCarrier(carrierId: number): Promise<Result<Cart>> {
      return http.post(paths.cartSetCarrier, { schema: cartSchema, json: { carrier_id: carrierId } })
    },
    /** The carriers that can ship the current cart, each priced for it. */
    cartDeliveryCarriers(): Promise<Result<Carrier[]>> {
      return http.get(paths.cartDeliveryCarriers, { schema: carrierListSchema })
    },
    /** The caller skips an empty code (docs/product/cart.md#promo-codes); a refused code comes back with the server's message. */
    cartCoupon(code: string): Promise<Result<Cart>> {
      return http.post(paths.cartCoupon, { schema: cartSchema, json: { code } })
    },
    /** The signed token the payment calls of the shop server take. */
    cartPayable(): Promise<Result<Payable>> {
      return http.get(paths.cartPayable, { schema: payableSchema })
    },
    /** One of the order system's own pickup sites, by its code. */
    cartSetPickup(pickupSiteId: string | number): Promise<Result<Cart>> {
      return http.post(paths.cartSetPickup, { schema: cartSchema, json: { pickup_site_id: pickupSiteId } })
    },
    /**
     * A relay point found in the shop server's search, which the order system does not know: the point
     * itself is sent, without what only the chooser shows (opening hours, country record).
     */
    cartSetPublicDeliveryPickup(point: SetPublicDeliveryPickupInput): Promise<Result<Cart>> {
      const { carrier_id, code, name, street, street2, zip, city, country_code } = point
      return http.post(paths.cartSetPublicDeliveryPickup, {
        schema: cartSchema,
        json: { carrier_id, code, name, street, street2, zip, city, country_code },
      })
    },
    /**
     * The three ways out of a cart (docs/product/checkout.md#modes). None is ever retried by the HTTP layer: an answer lost
     * after the server acted would make a second attempt order twice.
     */
    cartConfirm(cartId: number): Promise<Result<Sale>> {
      return http.post(paths.cartConfirm(cartId), { schema: saleSchema, retry: 0 })
    },
    /** A unit member's cart goes to their manager as request lines; answers the request order. */
    cartRequest(): Promise<Result<Sale>> {
      return http.post(paths.cartRequest, { schema: saleSchema, retry: 0 })
    },
    cartRequestQuotation(cartId: number): Promise<Result<Quotation>> {
      return http.post(paths.cartRequestQuotation(cartId), { schema: quotationSchema, retry: 0 })
    },

    // Account area: orders, order lines and invoices
    /** `GET sales`: the buyer's orders, newest first, one page at a time; the server applies the filters. */
    sales(query: Partial<SaleQuery> = {}): Promise<Result<Paged<Sale>>> {
      return http.get(paths.sales, { schema: salePageSchema, query })
    },
    sale(id: number): Promise<Result<Sale>> {
      return http.get(paths.sale(id), { schema: saleSchema })
    },
    /** The order as a PDF. */
    saleDownload(id: number): Promise<Result<Blob>> {
      return http.get(paths.saleDownload(id), { schema: z.instanceof(Blob), responseType: 'blob' })
    },
    /** `GET sale_lines`: every ordered line across the buyer's orders, each with its order; filtered by the server. */
    saleLines(query: Partial<SaleLineQuery> = {}): Promise<Result<Paged<SaleLineWithOrder>>> {
      return http.get(paths.saleLines, { schema: saleLinePageSchema, query })
    },
    /** `GET invoices`: the server filters on state, payment state and invoice date (both ends included). */
    invoices(query: Partial<InvoiceQuery> = {}): Promise<Result<Paged<Invoice>>> {
      return http.get(paths.invoices, { schema: invoicePageSchema, query })
    },
    /** The invoice as a PDF. */
    invoiceDownload(id: number): Promise<Result<Blob>> {
      return http.get(paths.invoiceDownload(id), { schema: z.instanceof(Blob), responseType: 'blob' })
    },

    // Account area: quotations and request lines
    /** `GET quotations`: one page of the buyer's quotations, newest first, with the same filters as orders. */
    quotations(query: Partial<SaleQuery> = {}): Promise<Result<Paged<Quotation>>> {
      return http.get(paths.quotations, { schema: quotationPageSchema, query })
    },
    quotation(id: number): Promise<Result<Quotation>> {
      return http.get(paths.quotation(id), { schema: quotationSchema })
    },
    /** Only the keys sent change; an empty string clears the value. */
    quotationUpdate(id: number, input: QuotationUpdateInput): Promise<Result<Quotation>> {
      return http.post(paths.quotation(id), { schema: quotationSchema, json: input })
    },
    /**
     * `POST quotations/{id}/confirm`: the quotation becomes the order, same id. Multipart, so that the
     * purchase order travels as a file part rather than inflated by base64. Never retried: an answer
     * lost after the server acted would confirm twice.
     */
    quotationConfirm(
      id: number,
      input: { client_order_ref: string; ej_number: string; receipt: File | null },
    ): Promise<Result<Sale>> {
      const body = new FormData()
      body.set('client_order_ref', input.client_order_ref)
      body.set('ej_number', input.ej_number)
      if (input.receipt) body.set('receipt_file', input.receipt, input.receipt.name)
      return http.post(paths.quotationConfirm(id), { schema: saleSchema, body, retry: 0 })
    },
    quotationDownload(id: number): Promise<Result<Blob>> {
      return http.get(paths.quotationDownload(id), { schema: z.instanceof(Blob), responseType: 'blob' })
    },
    /** The signed token the shop server's payment calls take, for an estimated quotation. */
    quotationPayable(id: number): Promise<Result<Payable>> {
      return http.get(paths.quotationPayable(id), { schema: payableSchema })
    },
    /**
     * `GET unit/request_lines`: a manager gets the lines their unit raised, a member the lines they
     * raised themselves (the server decides). `request_partner_id` narrows a manager's list to one member.
     */
    unitRequestLines(
      query: Partial<RequestLineQuery> & { request_partner_id?: number },
    ): Promise<Result<Paged<RequestLine>>> {
      return http.get(paths.unitRequestLines, { schema: requestLinePageSchema, query })
    },
    /** Moves the line into the manager's open cart. */
    unitRequestLineAccept(id: number): Promise<Result<RequestLine>> {
      return http.post(paths.unitRequestLineAccept(id), { schema: requestLineSchema })
    },
    unitRequestLineReject(id: number, reason: string): Promise<Result<RequestLine>> {
      return http.post(paths.unitRequestLineReject(id), { schema: requestLineSchema, json: { reason } })
    },
    /** Back to pending; an accepted line leaves the manager's cart. */
    unitRequestLineReset(id: number): Promise<Result<RequestLine>> {
      return http.post(paths.unitRequestLineReset(id), { schema: requestLineSchema })
    },

    // Account area: unit members
    /** `GET unit/members`: the manager's unit, answered whole (the API does not page it). */
    unitMembers(): Promise<Result<UnitMember[]>> {
      return http.get(paths.unitMembers, { schema: unitMemberListSchema })
    },
    unitMemberCreate(input: UnitMemberCreateInput): Promise<Result<UnitMember>> {
      return http.post(paths.unitMembers, { schema: unitMemberSchema, json: input })
    },
    /** Only the keys sent are changed. */
    unitMemberUpdate(id: number, input: UnitMemberUpdateInput): Promise<Result<UnitMember>> {
      return http.post(paths.unitMember(id), { schema: unitMemberSchema, json: input })
    },
    /** What the server answers (upstream: the archived member) is not needed: the list is read again. */
    unitMemberDelete(id: number): Promise<Result<null>> {
      return http.del(paths.unitMember(id), { schema: noAnswer })
    },
    /** Sends the member an invitation to create their shop account; answers the member, now "invited". */
    unitMemberInvite(id: number): Promise<Result<UnitMember>> {
      return http.post(paths.unitMemberInvite(id), { schema: unitMemberSchema })
    },

    // Account area: shopping lists
    /** `GET wishlists`: the buyer's lists (and, for a unit member, those their manager shared), paged. */
    wishlists(query: { page: number; page_size: number }): Promise<Result<Paged<Wishlist>>> {
      return http.get(paths.wishlists, { schema: wishlistPageSchema, query })
    },
    wishlist(id: number): Promise<Result<Wishlist>> {
      return http.get(paths.wishlist(id), { schema: wishlistSchema })
    },
    /** A new list, with its first lines when given (the cart saved as a list). Never retried: it would make two. */
    wishlistCreate(input: WishlistCreateInput): Promise<Result<Wishlist>> {
      return http.post(paths.wishlists, {
        schema: wishlistSchema,
        json: { typology: WISHLIST_TYPOLOGY, ...input },
        retry: 0,
      })
    },
    wishlistUpdate(id: number, input: WishlistUpdateInput): Promise<Result<Wishlist>> {
      return http.post(paths.wishlistUpdate(id), { schema: wishlistSchema, json: input })
    },
    wishlistDelete(id: number): Promise<Result<null>> {
      return http.del(paths.wishlist(id), { schema: noAnswer, responseType: 'empty' })
    },
    /** A product already in the list takes the quantity sent (upstream replaces, it does not add). */
    wishlistAddItems(id: number, lines: WishlistItem[]): Promise<Result<Wishlist>> {
      return http.post(paths.wishlistAddItems(id), { schema: wishlistSchema, json: { lines } })
    },
    wishlistUpdateItems(id: number, lines: WishlistItem[]): Promise<Result<Wishlist>> {
      return http.post(paths.wishlistUpdateItems(id), { schema: wishlistSchema, json: { lines } })
    },
    wishlistDeleteItems(id: number, productIds: number[]): Promise<Result<Wishlist>> {
      const lines = productIds.map((product_id) => ({ product_id }))
      return http.post(paths.wishlistDeleteItems(id), { schema: wishlistSchema, json: { lines } })
    },
  }
}

export type OrderSystemClient = ReturnType<typeof createOrderSystemClient>

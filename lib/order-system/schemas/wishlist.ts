import { z } from 'zod/mini'
import { pagedSchema } from './paging'
import { lineProductSchema } from './sale'

/**
 * A shopping list as `shopinvader_api_wishlist` answers it (an Odoo `product.set`), with two
 * extensions the shop reads when present: the product of each line (name, link, still sold) and the
 * sharing with the owner's unit. Upstream answers only the caller's own lists, hence the defaults.
 */
export const wishlistLineSchema = z.object({
  id: z.int(),
  sequence: z.int(),
  product_id: z.int(),
  quantity: z.number(),
  /** Extension: null when the product is gone from the catalogue, or when the back end does not say. */
  product: z._default(z.nullable(lineProductSchema), null),
})
export type WishlistLine = z.infer<typeof wishlistLineSchema>

export const wishlistSchema = z.object({
  id: z.int(),
  name: z.string(),
  ref: z.nullable(z.string()),
  typology: z.string(),
  /** The owner. */
  partner: z.nullable(z.object({ id: z.int(), name: z.string() })),
  lines: z._default(z.array(wishlistLineSchema), []),
  /** Extension: the manager shared it with the members of their unit, who can read and order it. */
  shared_with_unit: z._default(z.boolean(), false),
  /** Extension, like an address's: what the caller may do with it (a member cannot change a shared list). */
  access: z._default(z.object({ update: z.boolean(), delete: z.boolean() }), { update: true, delete: true }),
})
export type Wishlist = z.output<typeof wishlistSchema>
export type WishlistInput = z.input<typeof wishlistSchema>

export const wishlistPageSchema = pagedSchema(wishlistSchema)

/** Upstream's typology of a buyer's list (others exist for back-office product sets). */
export const WISHLIST_TYPOLOGY = 'wishlist'

/** Largest quantity a list line takes; a typo of a few extra digits is caught rather than saved. */
export const MAX_LIST_QUANTITY = 99_999

export const wishlistNameSchema = z
  .string({ error: 'Donnez un nom à la liste.' })
  .check(
    z.trim(),
    z.minLength(1, 'Donnez un nom à la liste.'),
    z.maxLength(80, 'Le nom de la liste ne doit pas dépasser 80 caractères.'),
  )

/** A product and its quantity in a list (a whole number from 1 to MAX_LIST_QUANTITY). */
export interface WishlistItem {
  product_id: number
  quantity: number
}

/** A new list: its name and, when given, its first lines (the client adds the typology). */
export interface WishlistCreateInput {
  name: string
  lines?: WishlistItem[]
}

/** Only the keys sent change. */
export interface WishlistUpdateInput {
  name?: string
  shared_with_unit?: boolean
}

import { z } from 'zod'
import { pagedSchema } from './paging'
import { lineProductSchema } from './sale'

/**
 * A shopping list as `shopinvader_api_wishlist` answers it (an Odoo `product.set`), with two
 * extensions the shop reads when present: the product of each line (name, link, still sold) and the
 * sharing with the owner's unit. Upstream answers only the caller's own lists, hence the defaults.
 */
export const wishlistLineSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  product_id: z.number().int(),
  quantity: z.number().finite(),
  /** Extension: null when the product is gone from the catalogue, or when the back end does not say. */
  product: lineProductSchema.nullable().default(null),
})
export type WishlistLine = z.infer<typeof wishlistLineSchema>

export const wishlistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ref: z.string().nullable(),
  typology: z.string(),
  /** The owner. */
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  lines: z.array(wishlistLineSchema).default([]),
  /** Extension: the manager shared it with the members of their unit, who can read and order it. */
  shared_with_unit: z.boolean().default(false),
  /** Extension, like an address's: what the caller may do with it (a member cannot change a shared list). */
  access: z.object({ update: z.boolean(), delete: z.boolean() }).default({ update: true, delete: true }),
})
export type Wishlist = z.output<typeof wishlistSchema>
export type WishlistInput = z.input<typeof wishlistSchema>

export const wishlistPageSchema = pagedSchema(wishlistSchema)

/** Upstream's typology of a buyer's list (others exist for back-office product sets). */
const WISHLIST_TYPOLOGY = 'wishlist'

/** Largest quantity a list line takes; a typo of a few extra digits is caught rather than saved. */
export const MAX_LIST_QUANTITY = 99_999

export const wishlistNameSchema = z
  .string({ error: 'Donnez un nom à la liste.' })
  .trim()
  .min(1, 'Donnez un nom à la liste.')
  .max(80, 'Le nom de la liste ne doit pas dépasser 80 caractères.')

const wishlistQuantitySchema = z
  .number({ error: 'Indiquez une quantité.' })
  .int('La quantité doit être un nombre entier.')
  .min(1, 'La quantité doit être d’au moins 1.')
  .max(MAX_LIST_QUANTITY, `La quantité ne doit pas dépasser ${MAX_LIST_QUANTITY}.`)

const wishlistItemSchema = z.object({
  product_id: z.number().int().positive(),
  quantity: wishlistQuantitySchema,
})
export type WishlistItem = z.infer<typeof wishlistItemSchema>

const wishlistCreateInputSchema = z.object({
  name: wishlistNameSchema,
  typology: z.string().default(WISHLIST_TYPOLOGY),
  lines: z.array(wishlistItemSchema).max(500).optional(),
})
export type WishlistCreateInput = z.input<typeof wishlistCreateInputSchema>

/** Only the keys sent change. */
const wishlistUpdateInputSchema = z.object({
  name: wishlistNameSchema.optional(),
  shared_with_unit: z.boolean().optional(),
})
export type WishlistUpdateInput = z.input<typeof wishlistUpdateInputSchema>

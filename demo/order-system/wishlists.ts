import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { findAccountByCustomerId } from '../accounts'
import type { DemoContext } from '../context'
import { requireCustomer, type ShopEnv } from '../shop-server/session'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { withLock } from './lock'
import { productRef } from './orders'
import { productIndex } from './products'
import { forbidden, idParam, jsonBody, notFound, OrderSystemError, parseWith } from './respond'
import { route } from './route'

/**
 * Shopping lists, as `shopinvader_api_wishlist` serves them (an Odoo `product.set` per list), in the
 * demo's own shapes. Two extensions: each line names its product (and whether it is still sold), and
 * a manager may share a list with the members of their unit, who read and order it but cannot change it.
 */

interface StoredLine {
  id: number
  sequence: number
  product_id: number
  quantity: number
}

export interface StoredWishlist {
  id: number
  name: string
  ref: string | null
  typology: string
  owner_id: number
  owner_name: string
  shared_with_unit: boolean
  lines: StoredLine[]
}

interface WishlistAnswer {
  id: number
  name: string
  ref: string | null
  typology: string
  partner: { id: number; name: string }
  lines: (StoredLine & { product: ReturnType<typeof productRef> })[]
  shared_with_unit: boolean
  access: { update: boolean; delete: boolean }
}

const WISHLIST_KIND = 'wishlist'
const SET_OFFSET = 40
const SET_LINE_OFFSET = 900

const nextSetId = async (ctx: DemoContext) => SET_OFFSET + (await ctx.store.nextId('product.set'))
const nextSetLineId = async (ctx: DemoContext) => SET_LINE_OFFSET + (await ctx.store.nextId('product.set.line'))

// Upstream's request models ignore unknown keys (`extra="ignore"`); so do these.
const quantity = z.number().finite().positive('La quantité doit être positive.').max(1_000_000)
const lineInput = z.object({
  product_id: z.number().int(),
  quantity: quantity.default(1),
  sequence: z.number().int().optional(),
})
const linesInput = z.object({ lines: z.array(lineInput).max(1000).default([]) })
const productIdsInput = z.object({
  lines: z
    .array(z.object({ product_id: z.number().int() }))
    .max(1000)
    .default([]),
})
const name = z
  .string({ error: 'Le nom de la liste est obligatoire.' })
  .trim()
  .min(1, 'Le nom de la liste est obligatoire.')
const createInput = z.object({
  name,
  lines: z.array(lineInput).max(1000).nullish(),
  ref: z.string().nullish(),
  typology: z.string().nullish(),
})
const updateInput = z.object({
  name: name.optional(),
  ref: z.string().nullish(),
  /** Replaces every line, as upstream's update does when `lines` is sent. */
  lines: z.array(lineInput).max(1000).optional(),
  shared_with_unit: z.boolean().optional(),
})
const searchInput = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(80),
  id: z.coerce.number().int().optional(),
  name: z.string().trim().min(1).optional(),
  ref: z.string().trim().min(1).optional(),
})

export async function saveWishlist(ctx: DemoContext, list: StoredWishlist): Promise<void> {
  await ctx.store.put(WISHLIST_KIND, String(list.id), String(list.owner_id), list)
}

/** The manager whose shared lists a unit member sees; null for anyone outside a unit. */
function managerOf(customerId: number): number | null {
  return findAccountByCustomerId(customerId)?.managerId ?? null
}

/** The caller's own lists, then the ones their manager shared with the unit. */
async function visibleLists(ctx: DemoContext, customerId: number): Promise<StoredWishlist[]> {
  const own = await ctx.store.list<StoredWishlist>(WISHLIST_KIND, String(customerId))
  const manager = managerOf(customerId)
  const shared =
    manager === null
      ? []
      : (await ctx.store.list<StoredWishlist>(WISHLIST_KIND, String(manager))).filter((l) => l.shared_with_unit)
  const byName = (a: StoredWishlist, b: StoredWishlist) => a.name.localeCompare(b.name, 'fr') || a.id - b.id
  return [...own.sort(byName), ...shared.sort(byName)]
}

async function visibleList(ctx: DemoContext, customerId: number, id: number): Promise<StoredWishlist> {
  const list = await ctx.store.get<StoredWishlist>(WISHLIST_KIND, String(id))
  const visible =
    list !== undefined &&
    (list.owner_id === customerId || (list.shared_with_unit && managerOf(customerId) === list.owner_id))
  if (!visible) throw notFound('Liste d’achat introuvable.')
  return list
}

/** Only the owner changes a list; a member reading a shared one is told why not. */
async function ownList(ctx: DemoContext, customerId: number, id: number): Promise<StoredWishlist> {
  const list = await visibleList(ctx, customerId, id)
  if (list.owner_id !== customerId) {
    throw forbidden('Cette liste est partagée par votre responsable : vous pouvez la commander, pas la modifier.')
  }
  return list
}

async function answer(ctx: DemoContext, list: StoredWishlist, callerId: number): Promise<WishlistAnswer> {
  const products = await productIndex(ctx)
  const owner = list.owner_id === callerId
  return {
    id: list.id,
    name: list.name,
    ref: list.ref,
    typology: list.typology,
    partner: { id: list.owner_id, name: list.owner_name },
    lines: [...list.lines]
      .sort((a, b) => a.sequence - b.sequence || a.id - b.id)
      .map((line) => ({ ...line, product: productRef(products.get(line.product_id)) })),
    shared_with_unit: list.shared_with_unit,
    access: { update: owner, delete: owner },
  }
}

/** A line can only name a product of the catalogue. */
async function assertProducts(ctx: DemoContext, productIds: readonly number[]): Promise<void> {
  const products = await productIndex(ctx)
  const unknown = productIds.find((id) => !products.has(id))
  if (unknown !== undefined) throw notFound(`Article n° ${unknown} introuvable.`)
}

/** Upstream's add: a product already listed takes the new quantity; others are appended in order. */
async function addLines(ctx: DemoContext, list: StoredWishlist, lines: z.output<typeof lineInput>[]): Promise<void> {
  await assertProducts(
    ctx,
    lines.map((l) => l.product_id),
  )
  for (const input of lines) {
    const existing = list.lines.find((l) => l.product_id === input.product_id)
    if (existing) {
      existing.quantity = input.quantity
      if (input.sequence !== undefined) existing.sequence = input.sequence
      continue
    }
    const sequence = input.sequence ?? Math.max(0, ...list.lines.map((l) => l.sequence)) + 10
    list.lines.push({ id: await nextSetLineId(ctx), sequence, product_id: input.product_id, quantity: input.quantity })
  }
}

function missingLine(list: StoredWishlist, productIds: readonly number[]): void {
  const missing = productIds.find((id) => !list.lines.some((l) => l.product_id === id))
  if (missing !== undefined) {
    throw notFound(`L’article n° ${missing} n’est pas dans la liste « ${list.name} ».`)
  }
}

export async function createWishlist(
  ctx: DemoContext,
  owner: { id: number; name: string },
  input: z.output<typeof createInput>,
): Promise<StoredWishlist> {
  const list: StoredWishlist = {
    id: await nextSetId(ctx),
    name: input.name,
    ref: input.ref ?? null,
    typology: input.typology ?? 'wishlist',
    owner_id: owner.id,
    owner_name: owner.name,
    shared_with_unit: false,
    lines: [],
  }
  await addLines(ctx, list, input.lines ?? [])
  await saveWishlist(ctx, list)
  return list
}

export function wishlistRoutes(ctx: DemoContext): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>()
  const auth = requireCustomer(ctx)
  const caller = (c: Context<ShopEnv>) => c.get('customer')

  /** Read, change and write one list under its own lock, then answer it. */
  const change = (
    c: Context<ShopEnv>,
    apply: (list: StoredWishlist) => Promise<void> | void,
    status: 200 | 201 = 200,
  ) => {
    const customer = caller(c)
    const id = idParam(c)
    return withLock(ctx, `wishlist:${id}`, async () => {
      const list = await ownList(ctx, customer.id, id)
      await apply(list)
      await saveWishlist(ctx, list)
      return c.json(await answer(ctx, list, customer.id), status)
    })
  }

  app.get(route(paths.wishlists), auth, async (c) => {
    const query = parseWith(searchInput, c.req.query())
    const customerId = caller(c).id
    const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    const lists = (await visibleLists(ctx, customerId)).filter(
      (l) =>
        (query.id === undefined || l.id === query.id) &&
        (query.name === undefined || fold(l.name).includes(fold(query.name))) &&
        (query.ref === undefined || l.ref === query.ref),
    )
    const start = (query.page - 1) * query.page_size
    const items = await Promise.all(lists.slice(start, start + query.page_size).map((l) => answer(ctx, l, customerId)))
    return c.json({ count: lists.length, items })
  })

  app.post(route(paths.wishlists), auth, async (c) => {
    const customer = caller(c)
    const input = await jsonBody(c, createInput)
    const list = await createWishlist(ctx, customer, input)
    return c.json(await answer(ctx, list, customer.id), 201)
  })

  app.get(route(paths.wishlist), auth, async (c) => {
    const customerId = caller(c).id
    return c.json(await answer(ctx, await visibleList(ctx, customerId, idParam(c)), customerId))
  })

  app.delete(route(paths.wishlist), auth, async (c) => {
    const customerId = caller(c).id
    const id = idParam(c)
    await withLock(ctx, `wishlist:${id}`, async () => {
      await ownList(ctx, customerId, id)
      await ctx.store.remove(WISHLIST_KIND, String(id))
    })
    return c.body(null, 204)
  })

  app.post(route(paths.wishlistUpdate), auth, async (c) => {
    const input = await jsonBody(c, updateInput)
    if (input.shared_with_unit !== undefined && !caller(c).is_manager) {
      throw new OrderSystemError(403, 'Seul un responsable d’unité peut partager une liste avec son unité.')
    }
    return change(c, async (list) => {
      if (input.name !== undefined) list.name = input.name
      if (input.ref !== undefined) list.ref = input.ref ?? null
      if (input.shared_with_unit !== undefined) list.shared_with_unit = input.shared_with_unit
      if (input.lines !== undefined) {
        list.lines = []
        await addLines(ctx, list, input.lines)
      }
    })
  })

  app.post(route(paths.wishlistAddItems), auth, async (c) => {
    const { lines } = await jsonBody(c, linesInput)
    return change(c, (list) => addLines(ctx, list, lines))
  })

  app.post(route(paths.wishlistUpdateItems), auth, async (c) => {
    const { lines } = await jsonBody(c, linesInput)
    return change(c, async (list) => {
      missingLine(
        list,
        lines.map((l) => l.product_id),
      )
      await addLines(ctx, list, lines)
    })
  })

  app.post(route(paths.wishlistDeleteItems), auth, async (c) => {
    const { lines } = await jsonBody(c, productIdsInput)
    const productIds = lines.map((l) => l.product_id)
    return change(c, (list) => {
      missingLine(list, productIds)
      list.lines = list.lines.filter((l) => !productIds.includes(l.product_id))
    })
  })

  return app
}

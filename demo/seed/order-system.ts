import type { DemoContext } from '../context'
import { DEMO_ACCOUNTS, DEMO_UNIT_MEMBERS, displayName, type DemoAccount } from '../accounts'
import { createRandom, deriveSeed, type Random } from '../catalogue/prng'
import { listAddresses } from '../shop-server/data/address-store'
import type { ProductDocument } from '../../lib/search/documents'
import { newCart, newCartLine, saveCart } from '../order-system/cart-store'
import { paymentModeFor } from '../order-system/checkout'
import { saveInvoice } from '../order-system/invoices'
import { isConfirmable, unavailableQty } from '../order-system/lines'
import { orderSummary, saveOrder, type StoredOrder } from '../order-system/orders'
import { unitPrices } from '../order-system/pricing'
import { productIndex } from '../order-system/products'
import { saveMember } from '../order-system/unit-members'
import { saveRequestLine, type StoredRequestLine } from '../order-system/unit-requests'
import { createWishlist, saveWishlist } from '../order-system/wishlists'
import { addInvoice, addPickings, buildOrder, daysAgo, type LinePlan } from './history'
import type { PaymentState, SaleState } from '../order-system/shapes'
import type { Address } from '../shop-server/shapes'

const SEED = 2026

interface SalePlan {
  state: SaleState
  daysAgo: number
  carrierId: number
  invoice?: { daysAgo: number; state: PaymentState; paidShare: number }
}

/** One order per state, the delivered ones invoiced in each payment state. */
const SALES: readonly SalePlan[] = [
  { state: 'delivery_full', daysAgo: 96, carrierId: 1, invoice: { daysAgo: 93, state: 'paid', paidShare: 1 } },
  { state: 'cancel', daysAgo: 71, carrierId: 2 },
  { state: 'delivery_partial', daysAgo: 33, carrierId: 1, invoice: { daysAgo: 30, state: 'partial', paidShare: 0.4 } },
  { state: 'delivery_full', daysAgo: 24, carrierId: 2, invoice: { daysAgo: 21, state: 'not_paid', paidShare: 0 } },
  { state: 'processing', daysAgo: 6, carrierId: 3 },
  { state: 'pending', daysAgo: 1, carrierId: 1 },
]

/** Purchase references as each kind of buyer writes them; public buyers add their legal commitment (EJ). */
function references(account: DemoAccount, index: number): { clientOrderRef?: string; ejNumber?: string } {
  const n = String(index + 1).padStart(2, '0')
  if (account.collectivity) return { clientOrderRef: `BC-2026-01${n}`, ejNumber: `2026EJ0045${n}` }
  if (account.kind === 'user') return index % 2 === 0 ? { clientOrderRef: `CHANTIER-${n}` } : {}
  return { clientOrderRef: `HEX-PO-2026-${n}` }
}

interface Catalogue {
  byId: ReadonlyMap<number, ProductDocument>
  /** Orderable at a price in the account's list. */
  priced: ProductDocument[]
  /** Orderable, priced on request ("Prix sur demande"). */
  onRequest: ProductDocument[]
  obsolete: ProductDocument[]
}

function catalogueFor(
  all: ProductDocument[],
  byId: ReadonlyMap<number, ProductDocument>,
  account: DemoAccount,
): Catalogue {
  const orderable = all.filter((p) => isConfirmable(p))
  let priced = orderable.filter((p) => unitPrices(p, account.role).net > 0)
  // A public buyer orders from its market when the catalogue has enough of it.
  const inMarket = priced.filter((p) => account.market !== null && p.market.includes(account.market))
  if (inMarket.length >= 8) priced = inMarket
  if (priced.length < 4)
    throw new Error(`Catalogue trop petit pour le jeu de démonstration (${priced.length} produits vendables).`)
  return {
    byId,
    priced,
    onRequest: orderable.filter((p) => unitPrices(p, account.role).net === 0),
    obsolete: all.filter((p) => !isConfirmable(p)),
  }
}

function lines(rng: Random, pool: readonly ProductDocument[], count: number, maxQty = 12): LinePlan[] {
  return rng.sample(pool, count).map((product) => ({ product, qty: rng.int(1, maxQty) }))
}

interface Book {
  invoicing: Address
  delivery: Address
  dropoff: Address
}

async function bookOf(ctx: DemoContext, account: DemoAccount): Promise<Book> {
  const addresses = await listAddresses(ctx, account.customerId)
  const invoicing = addresses.find((a) => a.address_type === 'invoicing')
  const delivery = addresses.find((a) => a.address_type === 'delivery' && !a.is_dropoff_site) ?? invoicing
  const dropoff = addresses.find((a) => a.is_dropoff_site) ?? delivery
  if (!invoicing || !delivery || !dropoff) {
    throw new Error(
      `Adresses absentes pour le client ${account.customerId} : le serveur boutique doit être amorcé d’abord.`,
    )
  }
  return { invoicing, delivery, dropoff }
}

async function seedSales(ctx: DemoContext, account: DemoAccount, catalogue: Catalogue, book: Book, rng: Random) {
  const made = new Map<SaleState, StoredOrder>()
  for (const [index, plan] of SALES.entries()) {
    const planned = lines(rng, catalogue.priced, rng.int(2, 4))
    // A product bought long ago and withdrawn since: "Commander à nouveau" must leave it out and say so.
    if (plan.state === 'delivery_full' && catalogue.obsolete[0])
      planned.push({ product: catalogue.obsolete[0], qty: 1 })
    if (plan.state === 'delivery_partial') {
      // The last line is backordered; the others left half shipped.
      planned.forEach((l, i) => (l.delivered = i === planned.length - 1 ? 0 : Math.ceil(l.qty / 2)))
    }
    const order = await buildOrder(ctx, {
      customerId: account.customerId,
      role: account.role,
      state: plan.state,
      daysAgo: plan.daysAgo,
      lines: planned,
      carrierId: plan.carrierId,
      invoicing: book.invoicing,
      delivery: plan.carrierId === 3 ? book.dropoff : book.delivery,
      paymentMode: paymentModeFor(account),
      ...references(account, index),
    })
    await addPickings(ctx, order, plan.daysAgo)
    if (plan.invoice) {
      const { daysAgo: invoiceDaysAgo, state, paidShare } = plan.invoice
      await saveInvoice(ctx, await addInvoice(ctx, order, invoiceDaysAgo, state, paidShare))
    }
    await saveOrder(ctx, 'sale', order)
    made.set(plan.state, order)
  }
  return made
}

async function seedQuotations(ctx: DemoContext, account: DemoAccount, catalogue: Catalogue, book: Book, rng: Random) {
  const base = {
    customerId: account.customerId,
    role: account.role,
    carrierId: null,
    invoicing: book.invoicing,
    delivery: book.delivery,
    paymentMode: null,
  }
  const estimated = await buildOrder(ctx, {
    ...base,
    state: 'estimated',
    daysAgo: 12,
    lines: lines(rng, catalogue.priced, 2, 150).map((l) => ({ ...l, qty: l.qty + 50 })),
    note: 'Tarif dégressif accordé pour ces quantités. Offre valable 30 jours.',
    clientOrderRef: account.collectivity ? `Marché ${account.market ?? ''} – lot 3`.trim() : undefined,
  })
  await saveOrder(ctx, 'quotation', estimated)
  // Products priced on request wait for the seller's price; fall back to priced ones if the list has none.
  const onRequest = catalogue.onRequest.length > 0 ? catalogue.onRequest : catalogue.priced
  const estimating = await buildOrder(ctx, {
    ...base,
    state: 'estimating',
    daysAgo: 3,
    lines: [...lines(rng, onRequest, 2, 40), ...lines(rng, catalogue.priced, 1, 20)],
    note: 'Merci de nous indiquer le délai de livraison.',
  })
  await saveOrder(ctx, 'quotation', estimating)
}

/** An open cart: two products, and an obsolete one for the buyer whose cart shows the flag. */
async function seedCart(
  ctx: DemoContext,
  account: DemoAccount,
  catalogue: Catalogue,
  rng: Random,
  withObsolete: boolean,
) {
  const cart = await newCart(ctx, account.customerId, new Date(daysAgo(0, 7)))
  const planned = lines(rng, catalogue.priced, 2, 6)
  if (withObsolete && catalogue.obsolete[0]) planned.push({ product: catalogue.obsolete[0], qty: 2 })
  for (const { product, qty } of planned) {
    const unavailable = unavailableQty(product, qty)
    cart.lines.push(
      await newCartLine(ctx, {
        product_id: product.id,
        options: null,
        qty,
        qty_unavailable: unavailable,
        qty_unavailable_diff: unavailable,
      }),
    )
  }
  await saveCart(ctx, cart)
}

/**
 * The manager's unit: its members, and request lines raised by the agent and by another member, one
 * pending, one accepted into the manager's order being prepared, one rejected with a reason.
 */
async function seedUnit(
  ctx: DemoContext,
  manager: DemoAccount,
  managerSales: Map<SaleState, StoredOrder>,
  catalogue: Catalogue,
  rng: Random,
) {
  for (const m of DEMO_UNIT_MEMBERS.filter((u) => u.managerId === manager.customerId)) {
    await saveMember(ctx, {
      id: m.id,
      manager_id: m.managerId,
      name: m.name,
      email: m.email,
      phone: m.phone,
      mobile: m.mobile,
      auth_state: m.authState,
    })
  }
  const accepted = managerSales.get('processing')?.lines.find((l) => !l.is_delivery)
  const acceptedProduct = accepted && catalogue.byId.get(accepted.product_id)
  const agent = DEMO_ACCOUNTS.find((a) => a.managerId === manager.customerId)
  if (!accepted || !acceptedProduct || !agent) return
  const book = await bookOf(ctx, agent)
  const [pending, rejected] = lines(rng, catalogue.priced, 2, 10)
  if (!pending || !rejected) return

  const request = async (member: { id: number; name: string; role: string }, days: number, planned: LinePlan[]) => {
    const order = await buildOrder(ctx, {
      customerId: member.id,
      role: member.role,
      state: 'pending',
      daysAgo: days,
      lines: planned,
      carrierId: null,
      invoicing: book.invoicing,
      delivery: book.delivery,
      paymentMode: null,
    })
    await saveOrder(ctx, 'request', order)
    return order.lines.map((line): StoredRequestLine => ({
      ...line,
      customer_id: manager.customerId,
      order: orderSummary(order),
      request_order_id: null,
      request_partner_id: member.id,
      request_partner_name: member.name,
      request_rejected: false,
      request_rejection_reason: null,
    }))
  }

  const fromAgent = await request({ id: agent.customerId, name: displayName(agent), role: agent.role }, 8, [
    pending,
    { product: acceptedProduct, qty: accepted.qty },
    rejected,
  ])
  const [agentPending, agentAccepted, agentRejected] = fromAgent
  if (agentAccepted) agentAccepted.request_order_id = managerSales.get('processing')?.id ?? null
  if (agentRejected) {
    agentRejected.request_rejected = true
    agentRejected.request_rejection_reason =
      'Article remplacé par le modèle haute visibilité : commandez plutôt la référence équivalente.'
  }
  const other = DEMO_UNIT_MEMBERS.find((u) => u.managerId === manager.customerId && u.id !== agent.customerId)
  const fromOther = other
    ? await request({ id: other.id, name: other.name, role: agent.role }, 2, lines(rng, catalogue.priced, 1, 5))
    : []
  for (const line of [agentPending, agentAccepted, agentRejected, ...fromOther])
    if (line) await saveRequestLine(ctx, line)
}

/**
 * Shopping lists: the professional buyer's monthly restocking (with a product withdrawn since, which
 * ordering the list names and leaves out), and the manager's kit shared with the unit.
 */
async function seedLists(ctx: DemoContext, account: DemoAccount, catalogue: Catalogue, rng: Random) {
  const owner = { id: account.customerId, name: displayName(account) }
  const lineOf = ({ product, qty }: LinePlan) => ({ product_id: product.id, quantity: qty })
  if (account.kind === 'user') {
    const planned = lines(rng, catalogue.priced, 4, 20)
    if (catalogue.obsolete[1]) planned.push({ product: catalogue.obsolete[1], qty: 2 })
    await createWishlist(ctx, owner, { name: 'Réassort mensuel chantier', lines: planned.map(lineOf) })
  }
  if (account.isManager) {
    const kit = await createWishlist(ctx, owner, {
      name: 'Kit nouvel arrivant',
      lines: lines(rng, catalogue.priced, 3, 2).map(lineOf),
    })
    await saveWishlist(ctx, { ...kit, shared_with_unit: true })
  }
}

/**
 * A history per demo account so that every account page shows real data: orders in each state with
 * deliveries and invoices (paid, unpaid, partly paid), quotations being priced and priced, open carts
 * for two accounts, the manager's unit with its request lines, and shopping lists. Needs the shop
 * server's addresses.
 */
export async function seedOrderSystem(ctx: DemoContext): Promise<void> {
  const byId = await productIndex(ctx)
  const all = [...byId.values()]
  for (const account of DEMO_ACCOUNTS) {
    const rng = createRandom(deriveSeed(SEED, account.customerId))
    const catalogue = catalogueFor(all, byId, account)
    const book = await bookOf(ctx, account)
    const sales = await seedSales(ctx, account, catalogue, book, rng)
    await seedQuotations(ctx, account, catalogue, book, rng)
    if (account.kind === 'user' || account.collectivity)
      await seedCart(ctx, account, catalogue, rng, account.kind === 'user')
    if (account.isManager) await seedUnit(ctx, account, sales, catalogue, rng)
  }
  // Last, with a generator of their own, so the lists change nothing of the history above.
  for (const account of DEMO_ACCOUNTS) {
    const catalogue = catalogueFor(all, byId, account)
    await seedLists(ctx, account, catalogue, createRandom(deriveSeed(SEED + 1, account.customerId)))
  }
}

import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../../demo/accounts'
import { allProducts, productPath, untaxed, type Doc } from './catalogue'
import { orderSystemOrigin } from './session'

/**
 * A buyer's server cart read and emptied through the order system's API, with a session of its own
 * (not the browser's cookies), so cart journeys start from a known state and check what reached the ERP.
 */

/** The public buyer the cart journeys use: her own price list, a legal commitment number, contacts. */
export const nathalie = DEMO_ACCOUNTS.find((account) => account.kind === 'collectivity')!

export interface ServerLine {
  product_id: number
  qty: number
  options: Record<string, unknown> | null
  is_delivery: boolean
}
export interface ServerCart {
  id: number
  uuid: string
  name: string
  lines: ServerLine[]
  ej_number: string | null
}

/** `POST v2/cart/sync`: the cart after `transactions` (fresh uuids), or null (204). */
export async function syncCart(
  api: APIRequestContext,
  transactions: Array<{ product_id: number; qty: number; options?: ServerLine['options'] }> = [],
): Promise<ServerCart | null> {
  const response = await api.post(`${orderSystemOrigin}/v2/cart/sync`, {
    data: { uuid: null, transactions: transactions.map((t) => ({ uuid: randomUUID(), ...t })) },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return response.status() === 204 ? null : ((await response.json()) as ServerCart)
}

/** Product id → quantity of the server cart, shipping left out. */
export async function serverQuantities(api: APIRequestContext): Promise<Record<number, number>> {
  const cart = await syncCart(api)
  return Object.fromEntries((cart?.lines ?? []).filter((l) => !l.is_delivery).map((l) => [l.product_id, l.qty]))
}

/** The demo order system's fault control (demo/order-system/faults.ts): 503s, cut connections, reset. */
export async function faults(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`${orderSystemOrigin}/__demo/faults`, { data: body })
  expect(response.ok(), await response.text()).toBe(true)
}

/** A session of the buyer's own for the test's API calls, with the buyer's cart emptied. */
export async function apiSession(
  playwright: { request: { newContext(): Promise<APIRequestContext> } },
  account: DemoAccount = nathalie,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext()
  const login = await api.post(`${orderSystemOrigin}/auth/login`, {
    data: { login: account.login, password: DEMO_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  const lines = (await syncCart(api))?.lines.filter((line) => !line.is_delivery) ?? []
  if (lines.length > 0)
    await syncCart(
      api,
      lines.map((l) => ({ product_id: l.product_id, qty: -l.qty, options: l.options })),
    )
  expect(await serverQuantities(api)).toEqual({})
  return api
}

/** Sellable variants with a reference, priced for the public and for Nathalie: no line makes a quotation. */
export function pricedForNathalie(count: number, skip = 0): Doc[] {
  const found = allProducts().filter((doc) => {
    const own = doc.price[nathalie.role]
    return (
      doc.sku && doc.product_state.code === 'sellable' && own && untaxed(own) > 0 && untaxed(doc.price.default!) > 0
    )
  })
  if (found.length < skip + count) throw new Error(`only ${found.length} priced products in the demo catalogue`)
  return found.slice(skip, skip + count)
}

/** The header's cart link, named with its count ("Panier, 3 articles", "Panier, vide"). */
export const cartLink = (page: Page, count: number) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: count === 0 ? 'Panier, vide' : `Panier, ${count} article${count > 1 ? 's' : ''}` })

/** On a product page: the quantity, then "Ajouter au panier" once the cart is ready. */
export async function addFromProductPage(page: Page, doc: Doc, qty = 1) {
  await page.goto(productPath(doc))
  const form = page.getByTestId('add-to-cart')
  if (qty !== 1) await form.getByRole('spinbutton', { name: 'Quantité' }).fill(String(qty))
  const add = form.getByRole('button', { name: 'Ajouter au panier' })
  await expect(add).toBeEnabled()
  await add.click()
  await expect(form.getByRole('link', { name: 'Voir le panier' })).toBeVisible()
}

import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo/accounts'
import type { Paged } from '../../lib/order-system/schemas/paging'
import type { Sale } from '../../lib/order-system/schemas/sale'
import { E2E } from '../../playwright.config'
import { serverQuantities, syncCart } from './support/cart'

const orderSystem = `http://localhost:${E2E.ports.orderSystem}`
const account = (customerId: number) => DEMO_ACCOUNTS.find((a) => a.customerId === customerId)!
const buyer = account(1001)
const member = account(1002)
const manager = account(1003)

/**
 * A shop session without the identity provider's pages (as in foundation.spec.ts): the order system's
 * password sign-in sets the shared session cookie, which the context's API calls below carry as well.
 */
async function signIn(context: BrowserContext, login: string) {
  const response = await context.request.post(`${orderSystem}/auth/login`, { data: { login, password: DEMO_PASSWORD } })
  expect(response.ok()).toBe(true)
  await context.addCookies([{ name: 'auth_user', value: '1', url: E2E.siteUrl }])
}

async function salesOf(request: APIRequestContext): Promise<Paged<Sale>> {
  const response = await request.get(`${orderSystem}/sales?page_size=100`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as Paged<Sale>
}

/** The quantity the header's cart badge shows (`linesCount`), once the cart is loaded. */
async function cartCount(page: Page): Promise<number> {
  // The link is named with the count once the cart is loaded: "Panier, 3 articles", "Panier, vide".
  const link = page.getByRole('banner').getByRole('link', { name: /^Panier, / })
  const name = (await link.getAttribute('aria-label')) ?? ''
  return Number(/(\d+)/.exec(name)?.[1] ?? 0)
}

/** The quantities of the buyer's cart as the order system holds it (0 without a cart). */
async function serverCartCount(request: APIRequestContext): Promise<number> {
  return Object.values(await serverQuantities(request)).reduce((sum, qty) => sum + Math.max(0, qty), 0)
}

test.describe('invoices', () => {
  test('an invoice PDF downloads under its name', async ({ page, context }) => {
    await signIn(context, buyer.login)
    await page.goto('/account/invoices')
    const row = page.getByTestId('invoice-row').first()
    const name = (await row.getByRole('rowheader').textContent())!.trim()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Télécharger le PDF de la facture ${name}` }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`Facture-${name.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`)
    const bytes = await readFile((await download.path())!)
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF')
  })

  test('the filters go to the URL and the server answers only what matches', async ({ page, context }) => {
    await signIn(context, buyer.login)
    await page.goto('/account/invoices')
    await expect(page.getByTestId('invoice-row').first()).toBeVisible()
    const filters = page.getByRole('search', { name: 'Filtrer les factures' })
    await filters.getByLabel('Paiement').selectOption({ label: 'Payée' })
    await filters.getByRole('button', { name: 'Filtrer' }).click()
    await expect(page).toHaveURL(/\/account\/invoices\?payment_state=paid$/)
    const rows = page.getByTestId('invoice-row')
    await expect(rows.first()).toBeVisible()
    for (const row of await rows.all()) await expect(row.getByRole('cell').nth(4)).toHaveText('Payée')

    await page.reload()
    await expect(page.getByRole('search', { name: 'Filtrer les factures' }).getByLabel('Paiement')).toHaveValue('paid')
  })
})

test.describe('orders', () => {
  test('an order’s progress and tracking reference show', async ({ page, context }) => {
    await signIn(context, buyer.login)
    const sales = await salesOf(context.request)
    const shipped = sales.items.find((sale) => sale.state === 'delivery_full')!
    const tracking = shipped.delivery.pickings.find((picking) => picking.tracking_reference)!.tracking_reference!
    const partial = sales.items.find((sale) => sale.state === 'delivery_partial')!

    await page.goto('/account/sales')
    const main = page.getByRole('main')
    await expect(main.getByRole('progressbar', { name: `Avancement de la commande ${partial.name}` })).toHaveAttribute(
      'aria-valuenow',
      '70',
    )
    await main.getByRole('link', { name: shipped.name, exact: true }).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/account/sales/${shipped.id}`)
    const progress = main.getByRole('progressbar', { name: `Avancement de la commande ${shipped.name}` })
    await expect(progress).toHaveAttribute('aria-valuenow', '100')
    await expect(progress).toHaveAttribute('aria-valuetext', 'Livrée, 100 %')
    const deliveries = main.getByRole('region', { name: 'Livraisons', exact: true })
    await expect(deliveries.getByRole('row', { name: new RegExp(shipped.delivery.pickings[0]!.name) })).toContainText(
      tracking,
    )
    await expect(deliveries).toContainText('Expédiée')
  })

  test('reorder puts the order’s still-sold lines back in the cart and names the withdrawn one', async ({
    page,
    context,
  }) => {
    await signIn(context, manager.login)
    const sale = (await salesOf(context.request)).items.find((s) => s.state === 'delivery_full')!
    const products = sale.lines.filter((line) => !line.is_delivery && line.product)
    const added = products.filter((line) => line.product!.sellable).reduce((sum, line) => sum + line.qty, 0)
    const withdrawn = products.filter((line) => !line.product!.sellable)
    expect(added).toBeGreaterThan(0)
    // The seeded delivered order holds one product withdrawn from sale since.
    expect(withdrawn).toHaveLength(1)
    const before = await serverCartCount(context.request)

    await page.goto(`/account/sales/${sale.id}`)
    const reorder = page.getByRole('button', { name: 'Commander à nouveau' })
    await expect(reorder).toBeEnabled()
    await expect.poll(() => cartCount(page)).toBe(before)
    await reorder.click()

    const report = page.getByTestId('reorder-report')
    await expect(report).toContainText(`de la commande ${sale.name}`)
    await expect(report).toContainText(`${withdrawn[0]!.name} : cet article n’est plus vendu.`)
    await expect.poll(() => cartCount(page)).toBe(before + added)
    await report.getByRole('link', { name: 'Voir le panier' }).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/cart`)
    // Once synced, the order system holds the lines too.
    await expect.poll(() => serverCartCount(context.request)).toBe(before + added)
  })

  test('page 2 in the URL shows other orders', async ({ page, context }) => {
    await signIn(context, member.login)
    const seeded = await salesOf(context.request)
    const productId = seeded.items[0]!.lines.find((line) => !line.is_delivery)!.product_id
    // The seed gives each buyer six orders: a few more make a second page.
    for (let count = seeded.count; count <= 10; count++) {
      const cart = (await syncCart(context.request, [{ product_id: productId, qty: 1 }]))!
      expect((await context.request.post(`${orderSystem}/carts/${cart.id}/confirm`)).ok()).toBe(true)
    }

    const names = async () => page.getByRole('main').getByRole('table').getByRole('rowheader').allTextContents()
    await page.goto('/account/sales')
    await expect(page.getByRole('main').getByRole('rowheader')).toHaveCount(10)
    const first = await names()
    await page.getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/account/sales?page=2`)
    await expect(page.locator('[aria-current="page"]', { hasText: 'Page 2' })).toBeVisible()
    await expect.poll(async () => (await names()).some((name) => first.includes(name))).toBe(false)
    expect((await names()).length).toBeGreaterThan(0)

    await page.goto('/account/sales?page=2')
    await expect.poll(names).not.toEqual([])
    expect((await names()).some((name) => first.includes(name))).toBe(false)
  })
})

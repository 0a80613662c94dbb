import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, displayName } from '../../demo/accounts'
import type { Paged } from '../../lib/order-system/schemas/paging'
import type { Quotation } from '../../lib/order-system/schemas/quotation'
import type { RequestLine } from '../../lib/order-system/schemas/request-line'
import type { Sale } from '../../lib/order-system/schemas/sale'
import { E2E } from '../../playwright.config'
import { syncCart } from './support/cart'
import { MINIMAL_PDF } from './support/files'
import { allProducts, untaxed } from './support/catalogue'
import { orderSystemOrigin } from './support/session'

/**
 * Quotations and request lines against the demo stack: Nathalie (a public buyer) confirms her priced
 * quotation with a legal commitment number and a purchase order, after a wrong file was refused;
 * Julien (a unit member) sends his cart to Sophie (his manager), who rejects the line with a reason
 * Julien then reads, resets it and accepts it.
 */

const account = (customerId: number) => DEMO_ACCOUNTS.find((a) => a.customerId === customerId)!
const member = account(1002)
const manager = account(1003)
const collectivity = account(1004)

/** A shop session without the identity provider's pages (as foundation.spec.ts does). */
async function signIn(context: BrowserContext, login: string) {
  const response = await context.request.post(`${orderSystemOrigin}/auth/login`, {
    data: { login, password: DEMO_PASSWORD },
  })
  expect(response.ok()).toBe(true)
  await context.addCookies([{ name: 'auth_user', value: '1', url: E2E.siteUrl }])
}

async function signedInPage(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E.siteUrl, locale: 'fr-FR' })
  await signIn(context, login)
  return context.newPage()
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${orderSystemOrigin}/${path}`)
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T
}

test.describe('quotations', () => {
  test('a priced quotation is confirmed with an EJ number and a purchase order', async ({ page, context }) => {
    await signIn(context, collectivity.login)
    const quotations = await getJson<Paged<Quotation>>(context.request, 'quotations?page_size=100')
    const quotation = quotations.items.find((q) => q.state === 'estimated')
    if (!quotation)
      throw new Error(`${collectivity.login} n’a plus de devis chiffré : la démo doit repartir de son état initial`)

    const dir = await mkdtemp(path.join(tmpdir(), 'devis-'))
    const pdf = path.join(dir, 'bon-de-commande.pdf')
    await writeFile(pdf, MINIMAL_PDF)
    const fake = path.join(dir, 'faux-bon.pdf')
    await writeFile(fake, 'Ceci n’est pas un PDF.')

    await page.goto('/account/quotations')
    await page.getByRole('link', { name: quotation.name, exact: true }).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/account/quotations/${quotation.id}`)
    await expect(page.getByRole('heading', { level: 1, name: `Devis ${quotation.name}` })).toBeVisible()
    await expect(page.getByRole('progressbar', { name: `Avancement du devis ${quotation.name}` })).toHaveAttribute(
      'aria-valuenow',
      '30',
    )

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger le devis (PDF)' }).click(),
    ])
    expect((await readFile((await download.path())!)).subarray(0, 4).toString('latin1')).toBe('%PDF')

    const ejNumber = `2026EJ${String(Date.now()).slice(-6)}`
    await page.getByLabel('N° d’engagement juridique (EJ)').fill(ejNumber)
    const receipt = page.getByLabel('Bon de commande (facultatif)')

    // A file whose content is not what its name says is refused in French, and nothing is sent.
    await receipt.setInputFiles(fake)
    await page.getByRole('button', { name: 'Confirmer le devis' }).click()
    await expect(
      page.getByText('Ce fichier n’est ni un PDF ni une image PNG ou JPEG : choisissez un autre fichier.'),
    ).toBeVisible()
    await expect(receipt).toHaveAttribute('aria-invalid', 'true')
    expect((await context.request.get(`${orderSystemOrigin}/quotations/${quotation.id}`)).status()).toBe(200)

    await receipt.setInputFiles(pdf)
    await expect(page.getByText('Ce fichier n’est ni un PDF')).toBeHidden()
    await page.getByRole('button', { name: 'Confirmer le devis' }).click()
    await expect(page.getByRole('heading', { name: 'Devis confirmé' })).toBeFocused()
    await expect(page.getByText(`N° d’engagement juridique : ${ejNumber}`)).toBeVisible()
    await expect(page.getByText('Bon de commande joint : bon-de-commande.pdf')).toBeVisible()
    await expect(page.getByRole('link', { name: `Voir la commande ${quotation.name}` })).toHaveAttribute(
      'href',
      `/account/sales/${quotation.id}`,
    )

    const sale = await getJson<Sale>(context.request, `sales/${quotation.id}`)
    expect(sale).toMatchObject({
      state: 'pending',
      ej_number: ejNumber,
      receipt_file: { name: 'bon-de-commande.pdf', size: MINIMAL_PDF.length },
    })
    expect((await context.request.get(`${orderSystemOrigin}/quotations/${quotation.id}`)).status()).toBe(404)
  })
})

test.describe('request lines', () => {
  /** A product Julien can order (priced in his list, sellable, in stock). */
  function memberProduct() {
    const doc = allProducts().find(
      (d) =>
        d.product_state.code === 'sellable' &&
        d.price[member.role] &&
        untaxed(d.price[member.role]!) > 0 &&
        d.stock?.global?.state === 'in_stock',
    )
    if (!doc) throw new Error('no product Julien can order in the demo catalogue')
    return doc
  }

  /** Julien's cart holds exactly `productId` before the checkout page loads. */
  async function prepareMemberCart(request: APIRequestContext, productId: number) {
    const lines = (await syncCart(request))?.lines.filter((line) => !line.is_delivery) ?? []
    if (lines.length > 0)
      await syncCart(
        request,
        lines.map((line) => ({ product_id: line.product_id, qty: -line.qty, options: line.options })),
      )
    await syncCart(request, [{ product_id: productId, qty: 2 }])
  }

  const rowOf = (page: Page, requestName: string, product: string) =>
    page.getByRole('main').getByRole('row').filter({ hasText: requestName }).filter({ hasText: product })

  test('the manager rejects a member’s line with a reason, the member reads it, the manager resets and accepts it', async ({
    browser,
  }) => {
    test.slow()
    const product = memberProduct()
    const julien = await signedInPage(browser, member.login)
    const sophie = await signedInPage(browser, manager.login)

    // Julien raises the line through his cart, as a unit member orders.
    await prepareMemberCart(julien.request, product.id)
    await julien.goto('/checkout')
    await julien.getByRole('button', { name: 'Envoyer la demande à mon responsable' }).click()
    await expect(julien).toHaveURL(/\/checkout\/requested\?/)
    const requestName = new URL(julien.url()).searchParams.get('ref')!
    expect(requestName).toMatch(/\S/)

    // Sophie refuses it: a blank reason is refused before anything is sent.
    await sophie.goto(`/account/request-lines?member=${member.customerId}`)
    const row = rowOf(sophie, requestName, product.name)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('En attente')
    await expect(row).toContainText(displayName(member))
    await row.getByRole('button', { name: /^Refuser la demande de/ }).click()
    await row.getByRole('button', { name: 'Confirmer le refus' }).click()
    await expect(row.getByText('Indiquez le motif du refus.')).toBeVisible()
    const reason = 'Budget du trimestre épuisé : redemandez en avril.'
    await row.getByLabel(/Motif du refus/).fill(reason)
    await row.getByRole('button', { name: 'Confirmer le refus' }).click()
    await expect(row).toContainText('Refusée')
    await expect(row).toContainText(`Motif : ${reason}`)

    // Julien reads the reason among his own requests.
    await julien.goto('/account/request-lines')
    await expect(julien.getByRole('heading', { level: 1, name: 'Mes demandes' })).toBeVisible()
    const mine = rowOf(julien, requestName, product.name)
    await expect(mine).toContainText('Refusée')
    await expect(mine).toContainText(`Motif : ${reason}`)

    // Sophie puts it back to pending, then accepts it into her cart.
    await row.getByRole('button', { name: /^Réinitialiser la demande de/ }).click()
    await expect(row).toContainText('En attente')
    await expect(row).not.toContainText('Motif :')
    await row.getByRole('button', { name: /^Accepter la demande de/ }).click()
    await expect(row).toContainText('Acceptée')
    await expect(row.getByRole('link', { name: 'Ajoutée à votre panier' })).toHaveAttribute('href', '/cart')

    const lines = await getJson<Paged<RequestLine>>(
      sophie.request,
      `unit/request_lines?page_size=100&order_name=${encodeURIComponent(requestName)}`,
    )
    const line = lines.items.find((l) => l.product_id === product.id)!
    expect(line).toMatchObject({
      request_rejected: false,
      request_rejection_reason: null,
      request_order_id: expect.any(Number),
    })

    await julien.reload()
    await expect(rowOf(julien, requestName, product.name)).toContainText('Acceptée')
    await julien.context().close()
    await sophie.context().close()
  })
})

import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import type { Quotation } from '../../lib/order-system/schemas/quotation'
import { apiSession, nathalie, pricedForNathalie, syncCart } from './support/cart'
import { allProducts, untaxed } from './support/catalogue'
import { MINIMAL_PDF } from './support/files'
import { backOfficeOrigin, orderSystemOrigin, signInWithPassword } from './support/session'

/**
 * The whole life of a quotation, with the demo back office playing the supplier: Nathalie's request
 * is priced, she confirms it with her legal commitment number and purchase order, it ships in two
 * parcels she can follow at the carriers, is invoiced, then paid; her account shows every state.
 */

/** A product Nathalie can only get a quotation for: sellable, with no price in her list. */
function onRequestForNathalie() {
  const found = allProducts().find((doc) => {
    const own = doc.price[nathalie.role]
    return doc.sku && doc.product_state.code === 'sellable' && (!own || untaxed(own) === 0)
  })
  if (!found) throw new Error('no product priced on request for the public buyer in the demo catalogue')
  return found
}

/** A label that starts with a product name, whatever characters the name holds. */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

async function progress(page: Page, label: string, value: string) {
  await expect(page.getByRole('progressbar', { name: label })).toHaveAttribute('aria-valuenow', value)
}

test('a quotation request priced in the back office, confirmed, shipped in two parcels, invoiced and paid', async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(90_000)
  const api = await apiSession(playwright)
  const onRequest = onRequestForNathalie()
  const [priced] = pricedForNathalie(1, 60)
  const cart = await syncCart(api, [
    { product_id: onRequest.id, qty: 10 },
    { product_id: priced!.id, qty: 3 },
  ])
  const requested = await api.post(`${orderSystemOrigin}/carts/${cart!.id}/request_quotation`)
  expect(requested.ok(), await requested.text()).toBe(true)
  const quotation = (await requested.json()) as Quotation
  await signInWithPassword(context, nathalie.login)
  const office = await context.newPage()

  // Requested: being priced (10 %).
  await page.goto('/account/quotations?state=estimating')
  await expect(page.getByRole('link', { name: quotation.name, exact: true })).toBeVisible()
  await page.goto(`/account/quotations/${quotation.id}`)
  await progress(page, `Avancement du devis ${quotation.name}`, '10')

  // The supplier prices it.
  await office.goto(`${backOfficeOrigin}/devis/${quotation.id}`)
  await office.getByLabel(`${onRequest.name} (× 10) — prix unitaire HT (€)`).fill('24.90')
  await office.getByRole('button', { name: 'Chiffrer le devis' }).click()
  await expect(office.getByRole('status')).toContainText(`Devis ${quotation.name} chiffré`)

  // Priced (30 %): Nathalie confirms with her EJ number and purchase order.
  await page.reload()
  await progress(page, `Avancement du devis ${quotation.name}`, '30')
  const dir = await mkdtemp(path.join(tmpdir(), 'cycle-'))
  const pdf = path.join(dir, 'bon-de-commande.pdf')
  await writeFile(pdf, MINIMAL_PDF)
  const ejNumber = `2026EJ${String(Date.now()).slice(-6)}`
  await page.getByLabel('N° d’engagement juridique (EJ)').fill(ejNumber)
  await page.getByLabel('Bon de commande (facultatif)').setInputFiles(pdf)
  await page.getByRole('button', { name: 'Confirmer le devis' }).click()
  await expect(page.getByRole('heading', { name: 'Devis confirmé' })).toBeFocused()
  await page.getByRole('link', { name: `Voir la commande ${quotation.name}` }).click()
  const orderProgress = `Avancement de la commande ${quotation.name}`
  await progress(page, orderProgress, '30')

  // First parcel: part of the first line, by Colissimo.
  await office.goto(`${backOfficeOrigin}/commandes/${quotation.id}`)
  await expect(office.getByText(`N° EJ ${ejNumber}`)).toBeVisible()
  await office.getByLabel(startingWith(`${onRequest.name} — à expédier`)).fill('4')
  await office.getByLabel(startingWith(`${priced!.name} — à expédier`)).fill('0')
  await office.getByLabel('Transporteur').selectOption({ label: 'Colissimo Entreprise' })
  await office.getByRole('button', { name: 'Expédier ce colis' }).click()
  await expect(office.getByRole('status')).toContainText('expédié par Colissimo Entreprise')

  await page.reload()
  await progress(page, orderProgress, '70')
  const deliveries = page.getByRole('region', { name: 'Livraisons' })
  const first = deliveries.getByRole('link', { name: /Suivre le colis chez Colissimo Entreprise/ })
  await expect(first).toHaveAttribute('href', /^https:\/\/www\.laposte\.fr\/outils\/suivre-vos-envois\?code=6A\d{11}$/)
  await expect(first).toHaveAttribute('target', '_blank')
  await expect(deliveries.getByRole('row', { name: /Prête à partir/ })).toBeVisible()

  // Second parcel: the rest, by Chronopost.
  await office.getByLabel('Transporteur').selectOption({ label: 'Chronopost 13 h' })
  await office.getByRole('button', { name: 'Expédier ce colis' }).click()
  await expect(office.getByRole('status')).toContainText('expédié par Chronopost 13 h')

  await page.reload()
  await progress(page, orderProgress, '100')
  await expect(deliveries.getByRole('link', { name: /Suivre le colis chez Colissimo Entreprise/ })).toBeVisible()
  await expect(deliveries.getByRole('link', { name: /Suivre le colis chez Chronopost 13 h/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.chronopost\.fr\/tracking-no-cms\/suivi-page\?listeNumerosLT=XY\d{9}FR$/,
  )

  // Invoiced: unpaid, found by its number in the invoices.
  await office.getByRole('button', { name: 'Émettre la facture de ce qui a été expédié' }).click()
  const issued = (await office.getByRole('status').textContent()) ?? ''
  const invoiceName = /Facture (FAC\/\d{4}\/\d+) émise/.exec(issued)?.[1]
  expect(invoiceName, issued).toBeTruthy()
  await page.goto('/account/invoices')
  await page.getByLabel('Numéro de facture').fill(invoiceName!)
  await page.getByRole('button', { name: 'Filtrer' }).click()
  await expect(page).toHaveURL(/\/account\/invoices\?name=FAC%2F/)
  const row = page.getByTestId('invoice-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Non payée')

  // Paid.
  await office.getByRole('button', { name: `Marquer ${invoiceName} payée` }).click()
  await expect(office.getByRole('status')).toHaveText(`Facture ${invoiceName} payée.`)
  await page.reload()
  await expect(row).toContainText('Payée')
  await expect(row).not.toContainText('Non payée')
  await page.goto(`/account/sales/${quotation.id}`)
  await expect(page.getByRole('region', { name: 'Factures' })).toContainText(`${invoiceName} du`)
  await expect(page.getByRole('region', { name: 'Factures' })).toContainText('Payée')
})

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import {
  apiSession,
  cartLink,
  nathalie,
  pricedForNathalie as products,
  serverQuantities,
  syncCart,
} from './support/cart'
import type { Doc } from './support/catalogue'
import { signIn } from './support/session'

/**
 * Quick order (docs/product/cart.md#quick-order): spreadsheet lines pasted into the rows, a CSV file of 200 lines imported,
 * the cart exported as CSV and read back. As Nathalie (a public buyer), her cart emptied through the
 * order system's API first so runs do not depend on each other.
 */

/** What a spreadsheet does on Ctrl+V: a paste event carrying the copied text. */
async function paste(page: Page, fieldName: string, text: string) {
  await page.getByRole('combobox', { name: fieldName }).evaluate((input, data) => {
    const clipboard = new DataTransfer()
    clipboard.setData('text/plain', data)
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }))
  }, text)
}

const expectedQuantities = (docs: Doc[], qtyOf: (index: number) => number) =>
  Object.fromEntries(docs.map((doc, index) => [doc.id, qtyOf(index)]))

/** The cells of one `;` line, quotes honoured: read independently of the shop's own parser. */
function csvCells(line: string): string[] {
  const cells: string[] = []
  const pattern = /(?:^|;)(?:"((?:[^"]|"")*)"|([^;]*))/g
  for (const match of line.matchAll(pattern))
    cells.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? ''))
  return cells
}

test.describe('quick order', () => {
  test('30 pasted lines: 28 recognised, 2 unknown flagged and left out of the cart', async ({ page, playwright }) => {
    test.setTimeout(90_000)
    const api = await apiSession(playwright)
    const docs = products(28)
    const qtyOf = (index: number) => (index % 3) + 1
    const lines = docs.map((doc, index) => `${doc.sku}\t${qtyOf(index)}`)
    lines.splice(5, 0, 'INCONNUE-001\t2')
    lines.splice(17, 0, 'INCONNUE-002\t1')

    await signIn(page, nathalie.login, '/commande-rapide')
    await expect(page.getByRole('heading', { level: 1, name: 'Commande rapide' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Commande rapide' })).toBeVisible()
    await paste(page, 'Référence, ligne 1', `${lines.join('\r\n')}\r\n`)

    const rows = page.getByTestId('quick-order-row')
    await expect(rows).toHaveCount(30)
    await expect(page.locator('[data-testid="quick-order-row"][data-state="found"]')).toHaveCount(28)
    const unknown = page.locator('[data-testid="quick-order-row"][data-state="unknown"]')
    await expect(unknown).toHaveCount(2)
    await expect(unknown.first()).toContainText('Référence inconnue')
    await expect(page.getByTestId('quick-order-summary')).toHaveText('28 lignes reconnues, 2 signalées.')
    // A recognised row shows its product, its variant and a price.
    await expect(rows.first()).toContainText(docs[0]!.model.name)
    await expect(rows.first()).toContainText('€')

    await page.getByRole('button', { name: 'Ajouter 28 lignes au panier' }).click()
    await expect(page.getByTestId('quick-order-added')).toContainText('28 lignes ajoutées au panier.')
    // The unknown rows stay, flagged, for the buyer to correct.
    await expect(rows).toHaveCount(2)
    const total = docs.reduce((sum, _, index) => sum + qtyOf(index), 0)
    await expect(cartLink(page, total)).toBeVisible()
    await expect.poll(() => serverQuantities(api), { timeout: 20_000 }).toEqual(expectedQuantities(docs, qtyOf))
    await api.dispose()
  })

  test('a CSV file of 200 lines is previewed, then added in one batch', async ({ page, playwright }) => {
    test.setTimeout(120_000)
    const api = await apiSession(playwright)
    const docs = products(200, 28)
    const qtyOf = (index: number) => (index % 4) + 1
    const dir = mkdtempSync(path.join(tmpdir(), 'quick-order-'))
    const file = path.join(dir, 'commande.csv')
    writeFileSync(
      file,
      `\uFEFFRéférence;Quantité\r\n${docs.map((doc, index) => `${doc.sku};${qtyOf(index)}`).join('\r\n')}\r\n`,
    )

    await signIn(page, nathalie.login, '/commande-rapide')
    await page.getByLabel('Fichier CSV (référence ; quantité)').setInputFiles(file)
    const preview = page.getByTestId('quick-order-preview')
    await expect(preview.getByTestId('quick-order-preview-summary')).toHaveText(
      '200 lignes reconnues, aucune référence signalée, aucune ligne rejetée.',
      { timeout: 20_000 },
    )
    await expect(preview.getByText('… et 180 autres lignes')).toBeVisible()

    const total = docs.reduce((sum, _, index) => sum + qtyOf(index), 0)
    const confirm = preview.getByRole('button', { name: 'Ajouter 200 lignes au panier' })
    await expect(confirm).toBeEnabled()
    const started = Date.now()
    await confirm.click()
    await expect(cartLink(page, total)).toBeVisible({ timeout: 20_000 })
    console.log(`[bench] import 200 lines: ${Date.now() - started} ms`)

    await expect.poll(() => serverQuantities(api), { timeout: 30_000 }).toEqual(expectedQuantities(docs, qtyOf))
    await page.goto('/cart')
    await expect(page.getByTestId('cart-line')).toHaveCount(200, { timeout: 20_000 })
    await api.dispose()
  })

  test('the cart exported as CSV reads back with the same references and quantities', async ({ page, playwright }) => {
    test.setTimeout(90_000)
    const api = await apiSession(playwright)
    const docs = products(6, 240)
    const qtyOf = (index: number) => [1, 3, 1200, 2, 5, 10][index]!
    await syncCart(
      api,
      docs.map((doc, index) => ({ product_id: doc.id, qty: qtyOf(index), options: null })),
    )
    const server = await serverQuantities(api)
    expect(server).toEqual(expectedQuantities(docs, qtyOf))

    await signIn(page, nathalie.login, '/cart')
    await expect(page.getByTestId('cart-line')).toHaveCount(docs.length)
    // The references come from the catalogue summaries: wait for them, as a buyer would see them.
    for (const doc of docs)
      await expect(page.getByTestId('cart-line').filter({ hasText: `Réf. ${doc.sku}` })).toHaveCount(1)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter le panier (CSV)' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^panier-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = readFileSync(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])

    const [header, ...rows] = bytes
      .toString('utf8')
      .slice(1)
      .split('\r\n')
      .filter((line) => line !== '')
    expect(csvCells(header!)).toEqual([
      'Référence',
      'Désignation',
      'Déclinaison',
      'Quantité',
      'Prix unitaire HT (€)',
      'Total HT (€)',
    ])
    const idBySku = new Map(docs.map((doc) => [doc.sku, doc.id]))
    const exported = Object.fromEntries(
      rows.map((row) => {
        const [sku, , , qty] = csvCells(row)
        return [
          idBySku.get(sku ?? '') ?? `inconnu:${sku}`,
          Number((qty ?? '').replace(/[\s\u00A0\u202F]/g, '').replace(',', '.')),
        ]
      }),
    )
    expect(exported).toEqual(server)
    // French number format: thousands grouped, decimal comma.
    expect(rows.some((row) => csvCells(row)[3] === '1\u00A0200')).toBe(true)
    expect(rows.every((row) => /^\d[\d\u00A0]*,\d{2}$/.test(csvCells(row)[4] ?? ''))).toBe(true)
    await api.dispose()
  })
})

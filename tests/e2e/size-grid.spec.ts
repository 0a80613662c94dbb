import { expect, test } from '@playwright/test'
import { compareSizes } from '../../lib/search/document-reads'
import { apiSession, nathalie, serverQuantities } from './support/cart'
import { models, productPath, untaxed, type Doc } from './support/catalogue'
import { signIn } from './support/session'

/**
 * The size grid of the product page against the demo stack: Nathalie (a public buyer, her cart
 * emptied through the order system's API first) fills five sizes from the keyboard and adds them
 * at once; the header badge and her server cart show exactly those lines.
 */

/** What the grid lets a buyer order: a sellable variant whose stock is known to be there, or unknown. */
const orderable = (doc: Doc) =>
  doc.product_state.code === 'sellable' &&
  (!doc.stock?.global || ['in_stock', 'in_limited_stock'].includes(doc.stock.global.state))
/** Priced for the public and for Nathalie, so no line turns the cart into a quotation. */
const priced = (doc: Doc) => {
  const own = doc.price[nathalie.role]
  return own !== undefined && untaxed(own) > 0 && doc.price.default !== undefined && untaxed(doc.price.default) > 0
}

/** A row of a model's grid (one colour) whose first five orderable sizes are priced, in the grid's order. */
function fiveSizes(): { colour: string | null; docs: Doc[] } {
  for (const variants of models().values()) {
    // Rows stand for every axis but the size: keep to models sized, and coloured at most.
    const axes = new Set(variants.flatMap((doc) => Object.keys(doc.variant_attributes)))
    if (!axes.has('taille') || [...axes].some((axis) => axis !== 'taille' && axis !== 'couleur')) continue
    const sized = variants.filter((doc) => doc.variant_attributes.taille !== undefined)
    const colours = new Set(sized.map((doc) => (axes.has('couleur') ? String(doc.variant_attributes.couleur) : null)))
    for (const colour of colours) {
      const docs = sized
        .filter((doc) => (colour === null || String(doc.variant_attributes.couleur) === colour) && orderable(doc))
        .sort((a, b) => compareSizes(String(a.variant_attributes.taille), String(b.variant_attributes.taille)))
        .slice(0, 5)
      if (docs.length === 5 && docs.every(priced)) return { colour, docs }
    }
  }
  throw new Error('no model in the demo catalogue with five priced sizes in stock')
}

test('five sizes filled from the keyboard reach the cart in one go', async ({ page, playwright }) => {
  const api = await apiSession(playwright)

  const { colour, docs } = fiveSizes()
  const quantities = [3, 1, 4, 2, 5]
  await signIn(page, nathalie.login, productPath(docs[0]!))

  const grid = page.getByTestId('size-grid')
  const add = grid.getByRole('button', { name: 'Ajouter la sélection au panier' })
  await expect(add).toHaveAccessibleDescription('Saisissez au moins une quantité.')
  const field = (doc: Doc) =>
    grid.getByRole('textbox', {
      name: `Quantité, taille ${String(doc.variant_attributes.taille)}${colour === null ? '' : `, ${colour}`}`,
      exact: true,
    })

  await field(docs[0]!).focus()
  for (const [index, qty] of quantities.entries()) {
    if (index > 0) await page.keyboard.press('ArrowRight')
    await expect(field(docs[index]!)).toBeFocused()
    await page.keyboard.type(String(qty))
  }
  for (const [index, doc] of docs.entries()) await expect(field(doc)).toHaveValue(String(quantities[index]))
  await expect(add).toHaveAccessibleDescription('15 articles sélectionnés')

  await add.click()
  await expect(page.getByText('15 articles ajoutés au panier')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Panier, 15 articles' })).toBeVisible()
  for (const doc of docs) await expect(field(doc)).toHaveValue('')

  const expected = Object.fromEntries(docs.map((doc, index) => [doc.id, quantities[index]]))
  await expect.poll(() => serverQuantities(api), { timeout: 15_000 }).toEqual(expected)
  await api.dispose()
})

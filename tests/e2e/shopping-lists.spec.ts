import { expect, test } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../../demo/accounts'
import { apiSession, cartLink, nathalie, pricedForNathalie, serverQuantities, syncCart } from './support/cart'
import { signInWithPassword } from './support/session'

/**
 * Shopping lists against the demo stack: Nathalie saves her cart as a list, empties the cart, orders
 * the list, and the order system's cart holds each line once; Julien, a unit member, reads the list
 * his manager shared and orders it, without being able to change it.
 */

test('the cart saved as a list, the cart emptied, the list ordered: the order system holds each line once', async ({
  page,
  context,
  playwright,
}) => {
  const api = await apiSession(playwright)
  const products = pricedForNathalie(3, 40)
  const quantities = Object.fromEntries(products.map((product, i) => [product.id, i + 2]))
  await syncCart(
    api,
    products.map((product) => ({ product_id: product.id, qty: quantities[product.id]! })),
  )
  await signInWithPassword(context, nathalie.login)

  await page.goto('/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(3)
  await page.getByRole('button', { name: 'Enregistrer le panier comme liste' }).click()
  const panel = page.getByTestId('save-to-list')
  const name = `Réassort ${Date.now()}`
  await panel.getByLabel('Nom de la nouvelle liste').fill(name)
  await panel.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(panel.getByRole('status')).toHaveText(`3 articles enregistrés dans la liste « ${name} ». Voir la liste`)

  for (const product of products)
    await page.getByRole('button', { name: `Supprimer ${product.name} du panier` }).click()
  await expect(page.getByText('Votre panier est vide.')).toBeVisible()
  await expect.poll(() => serverQuantities(api)).toEqual({})

  await page.goto('/account/lists')
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByTestId('list-line')).toHaveCount(3)
  await page.getByRole('button', { name: 'Commander toute la liste' }).click()
  await expect(page.getByTestId('reorder-report')).toContainText(`3 articles de la liste ${name} ont été ajoutés`)

  await expect(cartLink(page, 9)).toBeVisible()
  await expect.poll(() => serverQuantities(api)).toEqual(quantities)
  // Once synced, nothing is sent again: the lines stay at their quantities.
  await page.goto('/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(3)
  expect(await serverQuantities(api)).toEqual(quantities)
})

test('a unit member reads the list his manager shared, and orders it without changing it', async ({
  page,
  context,
  playwright,
}) => {
  const julien = DEMO_ACCOUNTS.find((account) => account.kind === 'agent')!
  const api = await apiSession(playwright, julien)
  await signInWithPassword(context, julien.login)

  await page.goto('/account/lists')
  const row = page.getByTestId('list-row').filter({ hasText: 'Kit nouvel arrivant' })
  await expect(row).toContainText('Partagée par Sophie Lefèvre')
  await row.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kit nouvel arrivant' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Renommer' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Retirer / })).toHaveCount(0)

  const lines = await page.getByTestId('list-line').count()
  await page.getByRole('button', { name: 'Commander toute la liste' }).click()
  await expect.poll(async () => Object.keys(await serverQuantities(api)).length).toBe(lines)
})

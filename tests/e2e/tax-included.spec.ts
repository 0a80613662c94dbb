import { expect, test } from '@playwright/test'
import { apiSession, nathalie, pricedForNathalie, syncCart } from './support/cart'
import type { Doc } from './support/catalogue'
import { signIn } from './support/session'

/**
 * A collectivity buyer sees prices with tax (`has_tax_included_price`): every price label she reads says
 * TTC, on the listing's price facet and on her cart's lines.
 */
test('a buyer who sees prices with tax reads TTC on the listing’s price facet and on her cart', async ({
  page,
  playwright,
}) => {
  const api = await apiSession(playwright, nathalie)
  const [doc] = pricedForNathalie(1) as [Doc]
  await syncCart(api, [{ product_id: doc.id, qty: 2 }])

  await signIn(page, nathalie.login, '/vestes-et-blousons')
  // The listing is public and cached: the browser swaps the untaxed bands for hers once it knows her.
  await expect(page.getByRole('region', { name: 'Prix (TTC)' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Prix (HT)' })).toHaveCount(0)

  await page.goto('/cart')
  const line = page.getByTestId('cart-line')
  await expect(line.getByText('Prix unitaire TTC')).toBeVisible()
  await expect(line).not.toContainText(/\bHT\b/)
  await api.dispose()
})

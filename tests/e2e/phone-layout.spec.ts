import { expect, test, type Locator, type Page } from '@playwright/test'
import messages from '../../messages/fr.json' with { type: 'json' }
import { pricedModel, productPath } from './support/catalogue'

/**
 * What a buyer sees in the first screen of a phone (390 × 844, the phone project): a compact header,
 * the first product of a listing or a search, the price and "Ajouter au panier" of a product page
 * (docs/product/content.md#header-on-a-phone).
 */
const HEADER_MAX = 160

/** Distance from the top of the page, in CSS pixels, whatever the scroll position. */
const pageTop = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
const pageBottom = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY)

/** The screen's height as set by the project (a page wider than the screen would inflate `innerHeight`). */
const screenHeight = (page: Page) => page.viewportSize()!.height

test.describe('first screen on a phone', { tag: '@phone' }, () => {
  test('the header is compact', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const height = await header.evaluate((el) => el.getBoundingClientRect().height)
    console.log(`header height: ${Math.round(height)} px`)
    expect(height).toBeLessThanOrEqual(HEADER_MAX)
  })

  for (const [name, path] of [
    ['category', '/vestes-et-blousons'],
    ['universe', '/univers/vetements-de-travail'],
    ['search', '/search?q=gants'],
  ] as const) {
    test(`the first product of a ${name} listing is in the first screen`, async ({ page }) => {
      await page.goto(path)
      const first = page.getByTestId('product-card').first()
      const top = await pageTop(first)
      const nameBottom = await pageBottom(first.getByRole('link'))
      console.log(`${name} first card top: ${Math.round(top)} px, its name ends at ${Math.round(nameBottom)} px`)
      expect(nameBottom).toBeLessThanOrEqual(screenHeight(page))
    })
  }

  test('the price and "Ajouter au panier" of a product page are in the first screen', async ({ page }) => {
    await page.goto(productPath(pricedModel().main))
    const product = page.getByTestId('product')
    const price = product.getByTestId('price')
    const add = product.getByRole('button', { name: messages.cart.addToCart.submit })
    await expect(add).toBeVisible()
    const [priceBottom, addBottom] = [await pageBottom(price), await pageBottom(add)]
    console.log(
      `product price top: ${Math.round(await pageTop(price))} px, add to cart top: ${Math.round(await pageTop(add))} px`,
    )
    const screen = screenHeight(page)
    expect(priceBottom).toBeLessThanOrEqual(screen)
    expect(addBottom).toBeLessThanOrEqual(screen)
  })
})

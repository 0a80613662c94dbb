import { expect, test, type Locator } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../../demo/accounts'
import { cartLink } from './support/cart'
import { pricedModel, productPath } from './support/catalogue'
import { signIn } from './support/session'

/**
 * The phone's own controls (docs/product/content.md#header-on-a-phone,
 * docs/product/catalogue.md#listings-on-a-phone): the universes drawer, the filters dialog and its
 * chips, the facets without JavaScript, and a buyer browsing to a product and into the cart with one
 * thumb.
 */
const size = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect())

test.describe('on a phone', { tag: '@phone' }, () => {
  test('the menu opens the universes in a drawer that keeps the focus and gives it back', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('banner')
    // The wide header's universes row is not there: the drawer replaces it.
    await expect(banner.getByRole('navigation', { name: 'Univers' })).toBeHidden()
    const menu = banner.getByRole('button', { name: 'Menu' })
    await menu.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Vêtements de travail' })).toBeVisible()
    // Modal: the page behind is out of reach, Tab stays in the drawer.
    // (Past its last link the browser's own controls may take the focus, never the page.)
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab')
      const inPage = await drawer.evaluate(
        (el) => document.activeElement !== document.body && !el.contains(document.activeElement),
      )
      expect(inPage).toBe(false)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()

    await menu.click()
    await drawer.getByRole('link', { name: 'Vêtements de travail' }).click()
    await expect(page).toHaveURL(/\/univers\/vetements-de-travail$/)
    await expect(drawer).toBeHidden()
  })

  test('filters open in a dialog, stay open while ticking, and show as chips', async ({ page }) => {
    await page.goto('/vestes-et-blousons')
    const main = page.getByRole('main')
    const count = main.locator('#listing-count')
    const total = await count.textContent()
    await main.getByRole('button', { name: 'Filtrer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Affiner les résultats' })
    await expect(dialog).toBeVisible()

    // The first brand: ticking it narrows the list (every jacket comes in the usual sizes).
    const brand = dialog.locator('[data-facet-value^="brand:"]').first()
    const brandName = (await brand.getAttribute('data-facet-value'))!.replace('brand:', '')
    await brand.click()
    await expect(page).toHaveURL(/[?&]marque=/)
    await expect(dialog).toBeVisible()
    const ticked = dialog.locator(`[data-facet-value="brand:${brandName}"]`)
    await expect(ticked).toHaveAttribute('data-active', 'true')
    await expect(ticked).toBeFocused()
    await expect(count).not.toHaveText(total!)
    const narrowed = await count.textContent()
    await dialog.getByRole('button', { name: `Voir les ${narrowed}` }).click()
    await expect(dialog).toBeHidden()
    await expect(main.getByRole('button', { name: 'Filtrer (1)' })).toBeFocused()

    const chip = main.getByRole('list', { name: 'Filtres actifs' }).getByRole('link', {
      name: `Marque : ${brandName}, retirer ce filtre`,
    })
    await chip.click()
    await expect(page).toHaveURL(/\/vestes-et-blousons$/)
    await expect(main.getByRole('button', { name: 'Filtrer', exact: true })).toBeVisible()
    await expect(count).toHaveText(total!)
  })

  test('hydration leaves the facets the server drew alone; "Filtrer" builds their dialog', async ({ page }) => {
    // The facets as the HTML drew them, told apart from any element the page's code puts in their place.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const facets = document.getElementById('listing-filters')
        if (facets) Object.assign(facets, { drawnByServer: true })
      })
    })
    await page.goto('/vestes-et-blousons')
    const main = page.getByRole('main')
    // A button only once the page has hydrated (a link to the facets before).
    const filter = main.getByRole('button', { name: 'Filtrer' })
    await expect(filter).toBeVisible()
    const facets = () =>
      page.evaluate(() => {
        const element = document.getElementById('listing-filters')
        return { tag: element?.tagName, drawnByServer: element !== null && 'drawnByServer' in element }
      })
    expect(await facets()).toEqual({ tag: 'DIV', drawnByServer: true })
    await expect(main.locator('#listing-filters')).toBeHidden()

    await filter.click()
    const dialog = page.getByRole('dialog', { name: 'Affiner les résultats' })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('[data-facet-value^="brand:"]').first()).toBeVisible()
    await dialog.getByRole('button', { name: 'Fermer les filtres' }).click()
    await expect(dialog).toBeHidden()
    await expect(filter).toBeFocused()
    // Built once: the second tap opens the same dialog.
    await filter.click()
    await expect(dialog).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the facets are links below the products, reached from "Filtrer"', async ({ page }) => {
      await page.goto('/vestes-et-blousons')
      const facets = page.getByRole('complementary', { name: 'Affiner les résultats' })
      await expect(facets).toBeVisible()
      const firstCard = await size(page.getByTestId('product-card').first())
      expect((await size(facets)).top).toBeGreaterThan(firstCard.bottom)
      await page.getByRole('link', { name: 'Filtrer' }).click()
      await expect(page).toHaveURL(/#listing-filters$/)
      await facets.locator('[data-facet-value="taille:L"]').click()
      await expect(page).toHaveURL(/[?&]taille=L\b/)
    })
  })

  test('a buyer goes from a listing to a product, adds it and changes it in the cart with one thumb', async ({
    page,
  }) => {
    await page.goto('/vestes-et-blousons')
    await page.getByTestId('product-card').first().getByRole('link').click()
    const product = page.getByTestId('product')
    await expect(product).toBeVisible()
    const add = product.getByRole('button', { name: 'Ajouter au panier' })
    await expect(add).toBeEnabled()
    await add.click()
    await expect(cartLink(page, 1)).toBeVisible()
    await cartLink(page, 1).click()
    await expect(page).toHaveURL(/\/cart$/)

    const line = page.getByTestId('cart-line')
    await expect(line).toHaveCount(1)
    for (const control of [
      line.getByRole('button', { name: 'Augmenter la quantité' }),
      line.getByRole('button', { name: 'Diminuer la quantité' }),
      line.getByRole('button', { name: /^Supprimer/ }),
    ]) {
      const box = await size(control)
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
    }
    await line.getByRole('button', { name: 'Augmenter la quantité' }).click()
    await expect(cartLink(page, 2)).toBeVisible()
  })

  test('a signed-in buyer keeps the total and the way to the summary at the bottom of the screen', async ({ page }) => {
    const claire = DEMO_ACCOUNTS.find((account) => account.kind === 'user')!
    await signIn(page, claire.login, productPath(pricedModel().main))
    await page.getByTestId('add-to-cart').getByRole('button', { name: 'Ajouter au panier' }).click()
    await expect(page.getByText('Ajouté au panier').first()).toBeVisible()
    await page.goto('/cart')
    const bar = page.getByTestId('cart-summary-bar')
    await expect(bar).toContainText(/Total TTC\s+[\d\s ]+,\d\d\s€/)
    const screen = page.viewportSize()!.height
    expect((await size(bar)).bottom).toBeLessThanOrEqual(screen)
    await bar.getByRole('link', { name: 'Voir le récapitulatif' }).click()
    await expect(page.getByRole('region', { name: 'Récapitulatif' })).toBeInViewport()
  })
})

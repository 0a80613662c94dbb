import { expect, test, type Locator, type Page } from '@playwright/test'
import messages from '../../messages/fr.json' with { type: 'json' }
import { allCategories, pricedModel, productPath } from './support/catalogue'

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

  test.describe('pictures', () => {
    // A phone's screen is its viewport: with the project's desktop screen, Chrome reads `device-width` as
    // 1920 px while it scans the page for images to preload, and picks for that width.
    test.use({ screen: { width: 390, height: 844 } })

    /** The widths the demo's image service renders each picture at (docs/product/catalogue.md#images). */
    const RENDERED_WIDTHS = [160, 400, 800, 1200]

    /** The width of the file an image downloaded, and the device pixels it fills. */
    async function downloaded(image: Locator): Promise<{ file: number; shown: number }> {
      await expect(image).toHaveJSProperty('complete', true)
      return image.evaluate(async (img: HTMLImageElement) => {
        // The file's own width: `naturalWidth` is divided by a density descriptor's `2x`.
        const file = new Image()
        file.src = img.currentSrc
        await file.decode()
        // Square pictures, contained in their box: they fill its shorter side.
        const { width, height } = img.getBoundingClientRect()
        return { file: file.naturalWidth, shown: Math.min(width, height) * devicePixelRatio }
      })
    }

    /** The smallest rendering that covers what the screen shows: no sharper picture can be seen. */
    const fitting = (shown: number) => RENDERED_WIDTHS.find((width) => width >= shown) ?? RENDERED_WIDTHS.at(-1)

    test('a product page downloads its main picture at the size the phone shows it', async ({ page }) => {
      await page.goto(productPath(pricedModel().main))
      const { file, shown } = await downloaded(page.getByTestId('product').locator('img').first())
      console.log(`main picture: ${file} px wide for ${Math.round(shown)} device pixels`)
      expect(file).toBe(fitting(shown))
    })

    test('a listing downloads its product pictures at the size the phone shows them', async ({ page }) => {
      await page.goto(`/${allCategories().find((category) => category.level >= 1)!.url_key}`)
      const { file, shown } = await downloaded(page.getByTestId('product-card').first().locator('img'))
      console.log(`card picture: ${file} px wide for ${Math.round(shown)} device pixels`)
      expect(file).toBe(fitting(shown))
    })
  })
})

import { expect, test, type Page } from '@playwright/test'
import { pricedModel, productPath } from './support/catalogue'

/**
 * What a phone shows before the page's code has run stays where it is once it has: nothing drawn by the
 * server moves or vanishes when the page hydrates or when the cookie banner's library takes over its
 * first layer (docs/product/catalogue.md#listings-on-a-phone, docs/product/consent-and-tracking.md#cookie-banner).
 * Lighthouse counts such a move as layout shift (CLS), and so does a buyer's phone.
 */

/** The Layout Instability API's entry, which TypeScript's DOM types lack. */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
}

interface Shift {
  value: number
  /** When it happened, on the page's clock. */
  at: number
  sources: string[]
}

declare global {
  interface Window {
    shifts: Shift[]
  }
}

test.describe('a phone page holds still while its code arrives', { tag: '@phone' }, () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      // vanilla-cookieconsent stays silent for automated browsers; this buyer is a first-time visitor.
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })
      // Every layout shift of the visit, those flagged as following an input included: the phone
      // emulation sets that flag in the first half-second, and Lighthouse counts them all the same.
      window.shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShiftEntry[]) {
          window.shifts.push({
            value: entry.value,
            at: entry.startTime,
            sources: entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
              const name = node instanceof Element ? `${node.localName}#${node.id}` : String(node?.nodeName)
              return `${name} ${from.y}+${from.height} → ${to.y}+${to.height}`
            }),
          })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
  })

  /**
   * Opens `path` with the page's scripts held until its server HTML has been painted, as on a phone where
   * they arrive or run after the first frame; the returned function lets them through.
   */
  async function openBeforeScripts(page: Page, path: string): Promise<() => void> {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    // Scripts only: the first frame waits for the stylesheets, which sit beside them (docs/adr/0030-styles-as-files.md).
    await page.route('**/_next/static/chunks/**', async (route) => {
      if (route.request().resourceType() === 'script') await held
      await route.continue()
    })
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    return release
  }

  /** The shifts since `since` (the page's clock), once the frames that follow what just happened have been drawn. */
  const shiftsAfterNextFrames = (page: Page, since: number) =>
    page.evaluate(
      (from) =>
        new Promise<Omit<Shift, 'at'>[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() =>
                resolve(window.shifts.filter(({ at }) => at >= from).map(({ value, sources }) => ({ value, sources }))),
              ),
            ),
          ),
        ),
      since,
    )

  /**
   * Lets the held scripts through, waits until the page has hydrated and the banner's library has run (it
   * gives the banner the focus), then checks that nothing moved on the way and that the banner is the
   * element, with the box, the server sent.
   */
  async function expectStillOnceTheCodeHasRun(page: Page, releaseScripts: () => void) {
    const banner = page.getByRole('dialog', { name: 'Consentement aux cookies' })
    await expect(banner).toBeVisible()
    const serverBanner = await banner.elementHandle()
    const serverBox = await banner.boundingBox()

    // What the page's code moves; a frame painted while the HTML was still arriving may have moved the
    // header a few pixels before (docs/adr/0026-what-the-server-draws-stays-put.md).
    const released = await page.evaluate(() => performance.now())
    releaseScripts()
    await expect(banner).toBeFocused()

    expect(await shiftsAfterNextFrames(page, released)).toEqual([])
    expect(await banner.evaluate((element, server) => element === server, serverBanner)).toBe(true)
    expect(await banner.boundingBox()).toEqual(serverBox)
  }

  test('a search with few results: nothing moves when the page hydrates and the banner is wired', async ({ page }) => {
    // A model's name finds that model and its look-alikes: the listing ends in the first screen, where a
    // phone without JavaScript shows the facets below it.
    const query = pricedModel().main.model.name
    const releaseScripts = await openBeforeScripts(page, `/search?q=${encodeURIComponent(query)}`)
    await expect(page.getByRole('main').getByTestId('product-card').last()).toBeInViewport()
    await expectStillOnceTheCodeHasRun(page, releaseScripts)
    await expect(page.getByRole('main').getByRole('button', { name: 'Filtrer' })).toBeVisible()
  })

  test('a product page with variants: nothing moves when the page hydrates and the banner is wired', async ({
    page,
  }) => {
    const releaseScripts = await openBeforeScripts(page, productPath(pricedModel().main))
    await expect(page.getByRole('main').getByRole('radio').first()).toBeVisible()
    await expectStillOnceTheCodeHasRun(page, releaseScripts)
  })

  test(`"Filtrer" tapped before the page's code has run opens the facets once it has`, async ({ page }) => {
    const releaseScripts = await openBeforeScripts(page, '/vestes-et-blousons')
    await page.getByRole('main').getByRole('link', { name: 'Filtrer' }).tap()
    releaseScripts()
    await expect(page.getByRole('dialog', { name: 'Affiner les résultats' })).toBeVisible()
  })
})

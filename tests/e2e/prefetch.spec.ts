import { expect, test, type Page, type Request } from '@playwright/test'

/**
 * docs/product/content.md#navigation: at most 5 route preloads in parallel; none on data saver or 2G. Next prefetches a <Link> when
 * it enters the viewport and again, with a higher limit of its own (12), when it is hovered; its
 * prefetch requests carry `Next-Router-Prefetch`.
 */

const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] !== undefined
const HOLD_MS = 1000

/** The category plan: dozens of links in one list, each to a page not prefetched yet. */
async function hoverManyLinks(page: Page) {
  await page.goto('/plan-categories')
  const links = page.getByRole('main').getByRole('list').getByRole('link')
  await expect(links.nth(20)).toBeAttached()
  for (let i = 0; i < 20; i++) await links.nth(i).hover()
}

// Prefetches still held when a test ends are dropped with the page.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

test('no more than 5 prefetches are in flight at once', async ({ page }) => {
  let inFlight = 0
  let peak = 0
  let total = 0
  // The server answers each prefetch after a second, so that hovered links pile up requests.
  await page.route('**/*', async (route) => {
    if (!isPrefetch(route.request())) return route.fallback()
    total++
    peak = Math.max(peak, ++inFlight)
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
    const response = await route.fetch()
    // Counted out before the body is handed over: the page cannot start the next one any earlier.
    inFlight--
    await route.fulfill({ response })
  })

  await hoverManyLinks(page)
  await expect.poll(() => total, { timeout: 5000 }).toBeGreaterThan(10)
  await page.waitForTimeout(2 * HOLD_MS)
  expect(peak).toBe(5)
})

for (const connection of [
  { name: 'data saver', saveData: true, effectiveType: '4g' },
  { name: '2G', saveData: false, effectiveType: '2g' },
]) {
  test(`nothing is prefetched on ${connection.name}, and links still lead to their page`, async ({ page }) => {
    await page.addInitScript(({ saveData, effectiveType }) => {
      const hints = {
        saveData,
        effectiveType,
        downlink: 0.2,
        rtt: 1800,
        addEventListener() {},
        removeEventListener() {},
      }
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => hints, configurable: true })
    }, connection)
    const prefetches: string[] = []
    const errors: string[] = []
    page.on('request', (request) => void (isPrefetch(request) && prefetches.push(request.url())))
    page.on('pageerror', (error) => errors.push(error.message))

    await hoverManyLinks(page)
    await page.waitForTimeout(2 * HOLD_MS)
    expect(prefetches).toEqual([])

    const link = page.getByRole('main').getByRole('list').getByRole('link').nth(3)
    const name = (await link.textContent())!.trim()
    const href = (await link.getAttribute('href'))!
    await link.click()
    await expect(page).toHaveURL((url) => url.pathname === href)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    expect(errors).toEqual([])
  })
}

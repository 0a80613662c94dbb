import { expect, test, type Page, type Request } from '@playwright/test'
import { pricedModel, productPath } from './support/catalogue'

/**
 * docs/product/content.md#navigation: a link fetches its page once the buyer shows intent (pointer, focus,
 * touch), never because it entered the viewport; at most 5 route preloads in parallel; none on data saver
 * or 2G. The router's prefetch requests carry `Next-Router-Prefetch`.
 */

const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] !== undefined
/** A route's Flight payload (prefetch or navigation): the `RSC` header, and `_rsc` in the query. */
const isRoutePayload = (request: Request) =>
  request.headers()['rsc'] !== undefined || new URL(request.url()).searchParams.has('_rsc')
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

/** Every image address the page's own elements point at: sources, candidates of srcsets, posters, icons. */
function imagesOnThePage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const absolute = (url: string) => new URL(url, document.baseURI).href
    const candidates = (srcset: string) => srcset.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0]!)
    const urls: string[] = []
    for (const element of document.querySelectorAll<HTMLImageElement | HTMLSourceElement>('img, source')) {
      if (element.getAttribute('src')) urls.push(element.getAttribute('src')!)
      if (element instanceof HTMLImageElement && element.currentSrc) urls.push(element.currentSrc)
      if (element.getAttribute('srcset')) urls.push(...candidates(element.getAttribute('srcset')!))
    }
    for (const video of document.querySelectorAll('video[poster]')) urls.push(video.getAttribute('poster')!)
    for (const icon of document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]'))
      urls.push(icon.getAttribute('href')!)
    return urls.map(absolute)
  })
}

test('a first visit to a product page fetches nothing for other pages until the buyer points at a link', async ({
  page,
}) => {
  const path = productPath(pricedModel().main)
  const requests: Request[] = []
  page.on('request', (request) => void requests.push(request))
  await page.goto(path)
  // Hydrated, and every fetch the page starts by itself (viewport prefetches included) is over.
  await page.waitForLoadState('networkidle')

  const otherPayloads = requests.filter(
    (request) => isRoutePayload(request) && new URL(request.url()).pathname !== new URL(page.url()).pathname,
  )
  expect(otherPayloads.map((request) => request.url())).toEqual([])
  const shown = new Set(await imagesOnThePage(page))
  const images = requests
    .filter((request) => request.resourceType() === 'image' && !request.url().startsWith('data:'))
    .map((request) => request.url())
  expect(images.filter((url) => !shown.has(url))).toEqual([])

  // The buyer points at the nearest category of the breadcrumb: its page is fetched then.
  const link = page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link').last()
  const href = (await link.getAttribute('href'))!
  const prefetch = page.waitForRequest((request) => isPrefetch(request) && new URL(request.url()).pathname === href)
  await link.hover()
  await prefetch
})

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
  // Hovered links are prefetched through the router, which runs its own prefetches at most 4 at a time:
  // the policy's 5 is the ceiling whatever the router does, and the requests do overlap.
  await expect.poll(() => total, { timeout: 10_000 }).toBeGreaterThan(5)
  await page.waitForTimeout(2 * HOLD_MS)
  expect(peak).toBeGreaterThan(1)
  expect(peak).toBeLessThanOrEqual(5)
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

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import messages from '../../messages/fr.json' with { type: 'json' }
import { firstVisitPages, mainOf, pricedModel, productPath } from './support/catalogue'
import { cartLink } from './support/cart'
import { idpOrigin } from './support/session'

/**
 * What a signed-out visitor's first visit downloads as JavaScript (docs/adr/0016-first-load-javascript.md,
 * docs/adr/0021-validation-and-identity-code-in-the-browser.md): never the message file itself (each page's
 * HTML carries the messages its components read), not the identity provider's library, which only loads
 * when a session is started or found, not classic zod (the browser validates with zod/mini), and not the cart
 * engine until there is a cart (docs/adr/0023-cart-engine-on-demand.md). The visitor is on data
 * saver, so that nothing is prefetched (docs/product/content.md#navigation): what is counted is what the
 * page itself loads, not the preloads of the pages it links to (the sign-in page's library among them).
 */

/** A message no catalogue or cart component reads: found in a script, the whole message file came with it. */
const MESSAGE_FILE_MARK = messages.quickOrder.reasons.decimalQuantity
/** A string of oidc-client-ts's own code. */
const OIDC_LIBRARY_MARK = 'No matching state found in storage'
/**
 * A string of TanStack Query's own code: its cache serves the signed-in buyer's data only, and loads with
 * the session (docs/adr/0020-what-a-catalogue-page-mounts.md).
 */
const QUERY_LIBRARY_MARK = 'CancelledError'
/** A selector of the cookie banner's wiring around its library (components/consent/cookie-consent.tsx). */
const CONSENT_WIRING_MARK = '#cc-main .pm input.section__toggle'
/** The name classic zod gives its string schema; zod/mini's is `ZodMiniString`, the shared core's `$ZodString`. */
const CLASSIC_ZOD_MARK = '"ZodString"'
/**
 * The namespace the header's cart link reads (components/cart/cart-badge.tsx): found in two scripts of one
 * page, the header's client code came once per boundary (docs/adr/0025-one-chunk-for-the-shop-frame.md).
 */
const SHOP_FRAME_MARK = '"cart.header"'

interface Script {
  url: string
  body: string
}

/** The scripts a page loads until it is idle. */
async function scriptsOf(page: Page, path: string): Promise<Script[]> {
  await page.addInitScript(() => {
    const dataSaver = { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => dataSaver, configurable: true })
  })
  const scripts: Promise<Script>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push(
      response.text().then(
        (body) => ({ url: new URL(response.url()).pathname, body }),
        () => ({ url: response.url(), body: '' }),
      ),
    )
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return Promise.all(scripts)
}

/** The scripts the page's HTML itself names: what must arrive before it can hydrate. */
async function firstLoadOf(
  request: APIRequestContext,
  path: string,
  headers?: Record<string, string>,
): Promise<Script[]> {
  const html = await (await request.get(path, { headers })).text()
  const urls = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src!)
  return Promise.all(urls.map(async (url) => ({ url, body: await (await request.get(url)).text() })))
}

/** The paths of the scripts that carry `mark`. */
const carrying = (scripts: Script[], mark: string) =>
  scripts.filter(({ body }) => body.includes(mark)).map(({ url }) => url)

const catalogue = firstVisitPages()

for (const { name, path } of catalogue) {
  test(`${name}: a signed-out visitor downloads neither the message file, the identity provider's library nor the query cache`, async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, path)
    expect(scripts.length).toBeGreaterThan(0)
    expect(carrying(scripts, MESSAGE_FILE_MARK)).toEqual([])
    expect(carrying(scripts, OIDC_LIBRARY_MARK)).toEqual([])
    expect(carrying(scripts, QUERY_LIBRARY_MARK)).toEqual([])
  })

  test(`${name}: the cookie banner's wiring loads after hydration, not before it`, async ({ page, request }) => {
    const firstLoad = await firstLoadOf(request, path)
    expect(firstLoad.length).toBeGreaterThan(0)
    expect(carrying(firstLoad, CONSENT_WIRING_MARK)).toEqual([])
    const wiring = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' && (await response.text()).includes(CONSENT_WIRING_MARK),
    )
    await page.goto(path)
    await wiring
  })
}

// The account guard lets a signed-in buyer's request through to the page itself.
for (const { name, path } of [...catalogue, { name: 'the profile page', path: '/account/profile' }]) {
  test(`${name}: the header and footer's client code arrives in one script`, async ({ request }) => {
    const firstLoad = await firstLoadOf(request, path, { Cookie: 'auth_user=1' })
    expect(carrying(firstLoad, SHOP_FRAME_MARK)).toHaveLength(1)
  })
}

test('the cart page does not download the message file', async ({ page }) => {
  const scripts = await scriptsOf(page, '/cart')
  expect(carrying(scripts, MESSAGE_FILE_MARK)).toEqual([])
})

for (const path of ['/cart', '/account/login', '/contact']) {
  test(`${path}: a signed-out visitor downloads neither classic zod nor the identity provider's library`, async ({
    page,
  }) => {
    const scripts = await scriptsOf(page, path)
    expect(scripts.length).toBeGreaterThan(0)
    expect(carrying(scripts, CLASSIC_ZOD_MARK)).toEqual([])
    expect(carrying(scripts, OIDC_LIBRARY_MARK)).toEqual([])
  })
}

test('the sign-in button loads the identity provider’s library, then the provider’s page', async ({ page }) => {
  const firstLoad = new Set((await scriptsOf(page, '/account/login')).map(({ url }) => url))
  const later: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') later.push(new URL(request.url()).pathname)
  })
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page).toHaveURL((url) => url.origin === idpOrigin)
  // Read again from the shop: a script's body is gone from the page once it has navigated away.
  const bodies = await Promise.all(
    later.filter((url) => !firstLoad.has(url)).map(async (url) => (await page.request.get(url)).text()),
  )
  expect(bodies.filter((body) => body.includes(OIDC_LIBRARY_MARK))).toHaveLength(1)
})

/** A message of the cart engine's own code (lib/cart/engine.ts). */
const CART_ENGINE_MARK = 'Cart: the order system answered another cart'

test('a signed-out visitor who only browses does not download the cart engine; the first add does, other tabs count it, a reload keeps it', async ({
  page,
  context,
}) => {
  const scripts = await scriptsOf(page, productPath(mainOf(pricedModel().variants)))
  expect(carrying(scripts, CART_ENGINE_MARK)).toEqual([])
  await expect(cartLink(page, 0)).toBeVisible()
  const other = await context.newPage()
  await other.goto('/plan-categories')
  await expect(cartLink(other, 0)).toBeVisible()

  const engine = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' && (await response.text()).includes(CART_ENGINE_MARK),
  )
  await page.getByTestId('add-to-cart').getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(cartLink(page, 1)).toBeVisible()
  await engine
  await expect(cartLink(other, 1)).toBeVisible()
  await page.reload()
  await expect(cartLink(page, 1)).toBeVisible()
})

test('a visitor’s first add made while the cart engine is on its way is kept: a reload finds it, the cart page shows it', async ({
  page,
}) => {
  const doc = mainOf(pricedModel().variants)
  // A phone on a building site: the engine's code is asked for and does not come before the page is left.
  let holding = true
  let engineAsked!: () => void
  const asked = new Promise<void>((resolve) => (engineAsked = resolve))
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch()
      if (holding && (await response.text()).includes(CART_ENGINE_MARK)) return engineAsked()
      await route.fulfill({ response })
    },
  )
  await page.goto(productPath(doc))
  await page.getByTestId('add-to-cart').getByRole('button', { name: 'Ajouter au panier' }).click()
  await expect(cartLink(page, 1)).toBeVisible()
  await asked

  // The buyer reloads; this time the code comes.
  holding = false
  await page.reload()
  await expect(cartLink(page, 1)).toBeVisible()
  await page.goto('/cart')
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('cart-line')).toContainText(doc.name)
})

test('a visitor whose cart engine cannot be downloaded keeps the add and is told so; the next add loads it', async ({
  page,
}) => {
  let offline = true
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch()
      if (offline && (await response.text()).includes(CART_ENGINE_MARK)) return route.abort('internetdisconnected')
      await route.fulfill({ response })
    },
  )
  await page.goto(productPath(mainOf(pricedModel().variants)))
  const add = page.getByTestId('add-to-cart').getByRole('button', { name: 'Ajouter au panier' })
  await add.click()
  await expect(page.getByText(messages.cart.loadFailed)).toBeVisible()
  await expect(cartLink(page, 1)).toBeVisible()

  offline = false
  const engine = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' && (await response.text()).includes(CART_ENGINE_MARK),
  )
  await add.click()
  await engine
  await expect(cartLink(page, 2)).toBeVisible()
  await page.reload()
  await expect(cartLink(page, 2)).toBeVisible()
})

import { expect, test, type Page, type Request } from '@playwright/test'
import { E2E } from '../../playwright.config'
import { addFromProductPage, apiSession, cartLink, faults, nathalie, pricedForNathalie } from './support/cart'
import { idpOrigin, signIn } from './support/session'

/**
 * Signing out and the session's edges, as a buyer lives them: a reload right after signing out, other
 * tabs of the shop, the back button, and a buyer who stays on a page past the tokens' lifetime.
 */

const banner = (page: Page) => page.getByRole('banner')
const signInLink = (page: Page) => banner(page).getByRole('link', { name: 'Se connecter' })
const signOutButton = (page: Page) => banner(page).getByRole('button', { name: 'Se déconnecter' })
const buyerLink = (page: Page) => banner(page).getByRole('link', { name: 'Nathalie Girard' })
/** When the reload lands after the return page opened: at once, then later and later on the way home. */
const RELOAD_DELAYS_MS = [0, 100, 400, 1200]
const SIGN_IN_FAILED = "La connexion n'a pas pu aboutir"

const isShopSignOut = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/auth/signout')
/** A renewal with the refresh token, or in the hidden frame without one: never a sign-in the buyer sees. */
const isSilentRenewal = (request: Request) => {
  const url = new URL(request.url())
  if (url.origin !== idpOrigin) return false
  if (url.pathname === '/auth') return url.searchParams.get('prompt') === 'none'
  return (
    url.pathname === '/token' && new URLSearchParams(request.postData() ?? '').get('grant_type') === 'refresh_token'
  )
}

/** Every document the tab shows, in order: where a sign-out really goes. */
function recordNavigations(page: Page): string[] {
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url())
  })
  return visited
}

/**
 * A press of F5. Chromium refuses a reload command sent while the tab is between two documents (the
 * return page replacing itself), and aborts a reload that the return page's own move home overtakes; a
 * buyer's F5 at that instant reloads whichever page then stands. So after a refusal the key is pressed
 * again only once the tab's navigations (`visited`, from recordNavigations) show the one that overtook
 * it committed: pressed at once, the old document's load state is already reached and every press lands
 * in the same gap. The tab can pass between documents twice in a row (the return page, then home).
 */
const BETWEEN_DOCUMENTS = ['Not attached to an active page', 'net::ERR_ABORTED']
const RELOAD_ATTEMPTS = 4

async function reloadLikeF5(page: Page, visited: readonly string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const before = visited.length
    try {
      await page.reload({ waitUntil: 'commit' })
      return
    } catch (error) {
      if (attempt === RELOAD_ATTEMPTS || !BETWEEN_DOCUMENTS.some((refusal) => String(error).includes(refusal)))
        throw error
      await expect.poll(() => visited.length > before).toBe(true)
      await page.waitForLoadState('domcontentloaded')
    }
  }
}

/** The requests of a page that match, from now on. */
function recordRequests(page: Page, matches: (request: Request) => boolean): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (matches(request)) seen.push(request)
  })
  return seen
}

/** The tab's oidc-client-ts user (sessionStorage): when its access token expires, in epoch seconds. */
async function tokenExpiry(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { expires_at: number }).expires_at : null
  })
}

test.describe('signing out', () => {
  test('a reload right after signing out shows the home page signed out, every time', async ({ page, playwright }) => {
    test.setTimeout(120_000)
    const api = await apiSession(playwright)
    const [doc] = pricedForNathalie(1)
    // The race is in the browser's timing: the journey runs several times in a row, the reload later each time.
    for (const [round, delay] of RELOAD_DELAYS_MS.entries()) {
      await signIn(page, nathalie.login, '/univers')
      await addFromProductPage(page, doc!)
      await page.goto('/univers')
      await expect(signOutButton(page)).toBeVisible()

      const visited = recordNavigations(page)
      await signOutButton(page).click()
      await page.waitForURL((url) => url.pathname === '/account/oidc-redirect', { waitUntil: 'commit' })
      if (delay > 0) await page.waitForTimeout(delay)
      // At commit: the reloaded return page may itself move on before its load event.
      await reloadLikeF5(page, visited)
      const trace = `round ${round + 1} (reload ${delay} ms after the return): ${visited.join(' → ')}`
      await expect(page, trace).toHaveURL(`${E2E.siteUrl}/`)
      await expect(signInLink(page), trace).toBeVisible()
      await expect(cartLink(page, 0), trace).toBeVisible()
      await expect(page.getByText(SIGN_IN_FAILED), trace).toHaveCount(0)
      page.removeAllListeners('framenavigated')
    }
    await api.dispose()
  })

  test('the return page with nothing to process sends the visitor home, silently', async ({ page }) => {
    await page.goto('/account/oidc-redirect')
    await expect(page).toHaveURL(`${E2E.siteUrl}/`)
    await expect(signInLink(page)).toBeVisible()
    await expect(page.getByText(SIGN_IN_FAILED)).toHaveCount(0)
  })

  test('signing out goes home without passing the login page, and every other tab shows a visitor at once', async ({
    context,
    page,
    playwright,
  }) => {
    const api = await apiSession(playwright)
    const [doc] = pricedForNathalie(1)
    await signIn(page, nathalie.login, '/univers')
    await addFromProductPage(page, doc!)
    const catalogueTab = await context.newPage()
    await catalogueTab.goto('/univers')
    await expect(cartLink(catalogueTab, 1)).toBeVisible()
    const accountTab = await context.newPage()
    await accountTab.goto('/account/addresses')
    await expect(accountTab.getByRole('region', { name: 'Adresses de livraison' })).toBeVisible()

    await page.goto('/univers')
    // Until the browser leaves for the provider, the tab neither shows nor fetches the login page.
    let left = false
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).origin === idpOrigin) left = true
    })
    // The sign-in links the header shows to a visitor may be prefetched; what must not happen is going there.
    const loginRequests = recordRequests(
      page,
      (r) =>
        !left &&
        new URL(r.url()).pathname === '/account/login' &&
        r.headers()['next-router-prefetch'] === undefined &&
        r.headers()['next-router-segment-prefetch'] === undefined,
    )
    const visited = recordNavigations(page)
    await signOutButton(page).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/`)
    await expect(signInLink(page)).toBeVisible()
    await expect(cartLink(page, 0)).toBeVisible()
    expect(left).toBe(true)
    expect(loginRequests.map((r) => r.url())).toEqual([])
    expect(visited.map((url) => new URL(url).pathname)).not.toContain('/account/login')

    // The other tabs, without a reload: the catalogue shows a visitor, the account page goes to the login page.
    await expect(signInLink(catalogueTab)).toBeVisible()
    await expect(cartLink(catalogueTab, 0)).toBeVisible()
    await expect(buyerLink(catalogueTab)).toHaveCount(0)
    await expect(accountTab).toHaveURL(`${E2E.siteUrl}/account/login?target=%2Faccount%2Faddresses`)
    await expect(accountTab.getByRole('region', { name: 'Adresses de livraison' })).toHaveCount(0)
    await api.dispose()
  })
})

test.describe('token renewal at expiry', () => {
  test.afterEach(async ({ playwright }) => {
    const api = await playwright.request.newContext()
    await faults(api, { reset: true })
    await api.dispose()
  })

  test('a buyer who stays past the token lifetime keeps working, renewed silently', async ({ page, playwright }) => {
    const api = await playwright.request.newContext()
    await faults(api, { tokenTtlS: 5 })
    const renewals = recordRequests(page, isSilentRenewal)
    const signOuts = recordRequests(page, isShopSignOut)
    await signIn(page, nathalie.login, '/account/profile')
    const firstExpiry = (await tokenExpiry(page))!
    expect(firstExpiry).toBeGreaterThan(0)

    // The first token runs out while the buyer stays on the page; the tab renews it, again and again.
    await expect.poll(() => renewals.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2)
    await expect.poll(async () => ((await tokenExpiry(page)) ?? 0) > firstExpiry).toBe(true)
    await expect.poll(() => Date.now() / 1000 > firstExpiry + 1, { timeout: 20_000 }).toBe(true)

    await expect(buyerLink(page)).toBeVisible()
    await page
      .getByRole('navigation', { name: "Navigation de l'espace client" })
      .getByRole('link', { name: 'Mes adresses' })
      .click()
    await expect(page.getByRole('region', { name: 'Adresses de livraison' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('region', { name: 'Adresses de livraison' })).toBeVisible()
    await expect(buyerLink(page)).toBeVisible()
    expect(signOuts).toHaveLength(0)
    await api.dispose()
  })

  test('a buyer whose provider session ended is signed out once, cleanly, at the next renewal', async ({
    context,
    page,
    playwright,
  }) => {
    const api = await playwright.request.newContext()
    await faults(api, { tokenTtlS: 5 })
    await signIn(page, nathalie.login, '/univers')
    await expect(buyerLink(page)).toBeVisible()
    const signOuts = recordRequests(page, isShopSignOut)
    const endSessions = recordRequests(page, (r) => {
      const url = new URL(r.url())
      return url.origin === idpOrigin && url.pathname === '/session/end'
    })

    // The buyer signs out at the provider itself, in another tab: the shop is not told.
    const provider = await context.newPage()
    await provider.goto(`${idpOrigin}/session/end`)
    await provider.getByRole('button', { name: 'Se déconnecter' }).click()
    await expect(provider.getByRole('heading', { name: 'Vous êtes déconnecté' })).toBeVisible()

    await expect(signInLink(page)).toBeVisible({ timeout: 20_000 })
    await expect(page).toHaveURL(`${E2E.siteUrl}/univers`)
    await expect(buyerLink(page)).toHaveCount(0)
    await expect(cartLink(page, 0)).toBeVisible()
    await expect(page.getByText(SIGN_IN_FAILED)).toHaveCount(0)
    expect(signOuts).toHaveLength(1)
    expect(endSessions).toHaveLength(1)
    expect((await context.cookies()).find((c) => c.name === 'auth_user')).toBeUndefined()
    await api.dispose()
  })
})

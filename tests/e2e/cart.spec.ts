import { expect, test, type Locator, type Page, type Request } from '@playwright/test'
import {
  addFromProductPage,
  apiSession,
  cartLink,
  faults,
  nathalie,
  pricedForNathalie as products,
  serverQuantities,
  syncCart,
} from './support/cart'
import { productPath, type Doc } from './support/catalogue'
import { orderSystemOrigin, signIn, signInFromLoginPage } from './support/session'

/**
 * The cart against the demo stack: the offline queue through order-system outages, two tabs, a lost
 * answer, the anonymous cart adopted at sign-in, and sign-out. Nathalie (a public buyer) has her cart
 * emptied through the order system's API first, so runs are independent of each other and of the
 * other specs; the demo's faults are reset after each test.
 */

/** The shop's sync call, not its CORS preflight. */
const isSync = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/v2/cart/sync'

/** The /cart page once every line reached the order system. */
async function expectSynced(page: Page, lines: number) {
  await expect(page.getByTestId('cart-line')).toHaveCount(lines)
  await expect(page.getByText('En attente d’envoi')).toHaveCount(0)
  await expect(page.getByTestId('cart-sync-banner')).toHaveCount(0)
}

/**
 * Once the order system answers again, the engine's own back-off may resync first and take the banner
 * away: "Réessayer maintenant" only spares the buyer the wait, so a press that finds no banner any more
 * is not a failure (expectSynced decides).
 */
async function retryNowUnlessResynced(banner: Locator) {
  await banner
    .getByRole('button', { name: 'Réessayer maintenant' })
    .click({ timeout: 15_000 })
    .catch(async (error: unknown) => {
      if (await banner.isVisible()) throw error
    })
}

test.describe('the cart', () => {
  test.afterEach(async ({ request }) => {
    await faults(request, { reset: true })
  })

  test('ten lines added while the order system answers 503 survive a reload and reach it once', async ({
    page,
    request,
    playwright,
  }) => {
    test.setTimeout(180_000)
    const api = await apiSession(playwright)
    const docs = products(10)
    await signIn(page, nathalie.login, '/cart')
    await faults(request, { cartSync: { status: 503, count: 1000 } })

    for (const [index, doc] of docs.entries()) {
      await addFromProductPage(page, doc)
      await expect(cartLink(page, index + 1)).toBeVisible()
    }
    await page.goto('/cart')
    const banner = page.getByTestId('cart-sync-banner')
    await expect(banner).toContainText('Le système de commandes est momentanément indisponible. Rien n’est perdu')
    await expect(page.getByTestId('cart-line')).toHaveCount(10)
    // (The server cart cannot be read meanwhile: the fault answers every sync, the test's own too.)

    await page.reload()
    await expect(banner).toBeVisible()
    await expect(page.getByTestId('cart-line')).toHaveCount(10)
    await expect(page.getByText('En attente d’envoi')).toHaveCount(10)

    await faults(request, { reset: true })
    await retryNowUnlessResynced(banner)
    await expectSynced(page, 10)
    await expect(cartLink(page, 10)).toBeVisible()
    expect(await serverQuantities(api)).toEqual(Object.fromEntries(docs.map((doc) => [doc.id, 1])))
    await api.dispose()
  })

  test('reloading while the order system is down waits for the planned retry instead of asking at each reload', async ({
    page,
    request,
    playwright,
  }) => {
    test.setTimeout(120_000)
    const api = await apiSession(playwright)
    const [doc] = products(1) as [Doc]
    await signIn(page, nathalie.login, '/cart')
    await faults(request, { cartSync: { status: 503, count: 1000 } })
    await addFromProductPage(page, doc)
    await page.goto('/cart')
    const banner = page.getByTestId('cart-sync-banner')
    await expect(banner).toBeVisible()

    let syncs = 0
    page.on('request', (sent) => {
      if (isSync(sent)) syncs += 1
    })
    const RELOADS = 10
    for (let i = 0; i < RELOADS; i++) {
      await page.reload()
      // Each reloaded page says at once that the order system is down, and keeps the line.
      await expect(banner).toContainText('momentanément indisponible')
      await expect(page.getByTestId('cart-line')).toHaveCount(1)
    }
    test.info().annotations.push({ type: 'sync requests', description: `${syncs} for ${RELOADS} reloads` })
    expect(syncs).toBeLessThan(RELOADS)

    await faults(request, { reset: true })
    await retryNowUnlessResynced(banner)
    await expectSynced(page, 1)
    expect(await serverQuantities(api)).toEqual({ [doc.id]: 1 })
    await api.dispose()
  })

  test('two tabs adding at the same time give the union, without a duplicate', async ({
    page,
    context,
    playwright,
  }) => {
    const api = await apiSession(playwright)
    const [first, second] = products(2) as [Doc, Doc]
    await signIn(page, nathalie.login, productPath(first))
    const other = await context.newPage()
    await other.goto(productPath(second))

    const addIn = (tab: Page) => tab.getByTestId('add-to-cart').getByRole('button', { name: 'Ajouter au panier' })
    await expect(addIn(page)).toBeEnabled()
    await expect(addIn(other)).toBeEnabled()
    await Promise.all([addIn(page).click(), addIn(other).click()])
    await Promise.all([addIn(page).click(), addIn(other).click()])

    // Each tab ends up showing both tabs' lines.
    await expect(cartLink(page, 4)).toBeVisible()
    await expect(cartLink(other, 4)).toBeVisible()
    await page.goto('/cart')
    await expectSynced(page, 2)
    expect(await serverQuantities(api)).toEqual({ [first.id]: 2, [second.id]: 2 })
    await api.dispose()
  })

  test('an answer lost after the order system applied the sync does not double the line', async ({
    page,
    request,
    playwright,
  }) => {
    const api = await apiSession(playwright)
    const [doc] = products(1) as [Doc]
    await signIn(page, nathalie.login, productPath(doc))
    // The page's own first sync must be over: the fault is for the one that carries the line. The page
    // before the reload may still be answered its own sync meanwhile: only the reloaded page's counts.
    const reloadedAt = Date.now()
    const firstSync = page.waitForResponse(
      (response) => isSync(response.request()) && response.ok() && response.request().timing().startTime >= reloadedAt,
    )
    await page.reload()
    await firstSync
    await faults(request, { dropAfterApply: 1 })

    // The same transaction comes back after the cut, whether Chromium resends it on a fresh connection
    // (it does for a reused socket closed before any answer) or the engine retries it.
    const resent = page.waitForResponse((response) => isSync(response.request()) && response.status() === 200)
    const form = page.getByTestId('add-to-cart')
    await form.getByRole('spinbutton', { name: 'Quantité' }).fill('3')
    await form.getByRole('button', { name: 'Ajouter au panier' }).click()
    await resent
    const state = (await (await request.get(`${orderSystemOrigin}/__demo/faults`)).json()) as { dropAfterApply: number }
    expect(state.dropAfterApply).toBe(0)
    expect(await serverQuantities(api)).toEqual({ [doc.id]: 3 })

    await page.goto('/cart')
    await expectSynced(page, 1)
    await expect(page.getByTestId('cart-line').getByRole('spinbutton')).toHaveValue('3')
    await api.dispose()
  })

  test('lines added before signing in reach the cart after sign-in; signing out clears the badge', async ({
    page,
    playwright,
  }) => {
    const api = await apiSession(playwright)
    const [doc] = products(1) as [Doc]
    await addFromProductPage(page, doc, 2)
    await expect(cartLink(page, 2)).toBeVisible()

    await page.goto('/cart')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await page.getByRole('link', { name: 'Connectez-vous pour commander' }).click()
    await expect(page).toHaveURL(/\/account\/login\?target=%2Fcart$/)
    await signInFromLoginPage(page, nathalie.login)
    await expect(page).toHaveURL(/\/cart$/)
    await expectSynced(page, 1)
    expect(await serverQuantities(api)).toEqual({ [doc.id]: 2 })

    // A public body gives its legal commitment number with the cart; it is kept by the order system.
    await page.getByRole('textbox', { name: 'Numéro d’engagement juridique (EJ)' }).fill('EJ-2025-0042')
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
    await expect(page.getByText('Informations enregistrées.')).toBeVisible()
    expect((await syncCart(api))?.ej_number).toBe('EJ-2025-0042')

    await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible()
    await expect(cartLink(page, 0)).toBeVisible()
    // The cart stays on the order system for the next sign-in.
    expect(await serverQuantities(api)).toEqual({ [doc.id]: 2 })
    await api.dispose()
  })
})

import { expect, test, type Page } from '@playwright/test'
import config, { E2E } from '../../playwright.config'
import { nathalie } from './support/cart'
import { signIn } from './support/session'

/** The back button after a sign-out, with the browser's back-forward cache on as buyers have it. */

const banner = (page: Page) => page.getByRole('banner')
const signInLink = (page: Page) => banner(page).getByRole('link', { name: 'Se connecter' })
const signOutButton = (page: Page) => banner(page).getByRole('button', { name: 'Se déconnecter' })
const buyerLink = (page: Page) => banner(page).getByRole('link', { name: 'Nathalie Girard' })

/**
 * The browser's back button. Playwright's goBack() waits for a load event, which a page shown again
 * from the back-forward cache never fires: the URL and the page are what the assertions then read.
 */
async function back(page: Page) {
  await page.evaluate(() => setTimeout(() => history.back(), 0))
}

// Playwright turns the browser's back-forward cache off; buyers' browsers have it on.
test.use({
  launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
})

test.describe('the back button after signing out', () => {
  test('brings back no account page of the previous buyer, signed out in this tab or another', async ({
    context,
    page,
  }) => {
    test.setTimeout(90_000)
    const addresses = page.getByRole('region', { name: 'Adresses de livraison' })
    const loginPage = `${E2E.siteUrl}/account/login?target=%2Faccount%2Faddresses`
    // Which pages the browser shows again from its back-forward cache.
    await page.addInitScript(() => {
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) document.documentElement.dataset.restored = 'yes'
      })
    })

    // The browser does keep the shop's pages: a public page comes back from its cache.
    await signIn(page, nathalie.login, '/account/addresses')
    await expect(addresses).toBeVisible()
    // A page left with requests still in flight is not kept by Chromium: leave it once it is quiet.
    await page.goto('/univers', { waitUntil: 'networkidle' })
    await page.goto('/')
    await back(page)
    await expect(page).toHaveURL(`${E2E.siteUrl}/univers`)
    await expect.soft(page.locator('html[data-restored=yes]'), 'the back-forward cache is on').toHaveCount(1)

    // Signed out here, on the account page: back from the home page is the login page, not the addresses.
    const accountPage = await page.goto('/account/addresses')
    expect(accountPage?.headers()['cache-control']).toContain('no-store')
    await expect(addresses).toBeVisible()
    await signOutButton(page).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/`)
    await expect(signInLink(page)).toBeVisible()
    await back(page)
    await expect(page).toHaveURL(loginPage)
    await expect(addresses).toHaveCount(0)
    await expect(buyerLink(page)).toHaveCount(0)

    // Signed out in another tab while this one keeps the account page in its history.
    await signIn(page, nathalie.login, '/account/addresses')
    await expect(addresses).toBeVisible()
    await page.goto('/univers')
    await expect(buyerLink(page)).toBeVisible()
    const other = await context.newPage()
    await other.goto('/univers')
    await signOutButton(other).click()
    await expect(other).toHaveURL(`${E2E.siteUrl}/`)
    await expect(signInLink(page)).toBeVisible()
    await back(page)
    await expect(page).toHaveURL(loginPage)
    await expect(addresses).toHaveCount(0)
    await expect(buyerLink(page)).toHaveCount(0)
  })
})

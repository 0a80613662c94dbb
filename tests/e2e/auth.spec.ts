import { expect, test, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS, displayName } from '../../demo/accounts'
import { E2E } from '../../playwright.config'
import { idpOrigin as idp, orderSystemOrigin as orderSystem, signInFromLoginPage } from './support/session'

const manager = DEMO_ACCOUNTS.find((a) => a.kind === 'manager')!

const accountLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name })
// The notification regions (role status and alert) stay mounted on every page: messages are read in `main`.

/** The demo sends no mail: its order system keeps the last link it would have sent (loopback only). */
async function lastEmail(to: string, pathname: string): Promise<string> {
  let link = ''
  await expect
    .poll(async () => {
      const response = await fetch(`${orderSystem}/__demo/last-email?to=${encodeURIComponent(to)}`)
      link = response.ok ? ((await response.json()) as { link: string }).link : ''
      return link && new URL(link).pathname
    })
    .toBe(pathname)
  return link
}

test.describe('sign-in through the identity provider', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.login} signs in from a guarded page and lands back on it`, async ({ page }) => {
      await page.goto('/account/profile')
      await expect(page).toHaveURL(`${E2E.siteUrl}/account/login?target=%2Faccount%2Fprofile`)
      await signInFromLoginPage(page, account.login)

      await expect(page).toHaveURL(`${E2E.siteUrl}/account/profile`)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Mon profil')
      await expect(page.getByText(account.login, { exact: true })).toBeVisible()
      await expect(accountLink(page, displayName(account))).toBeVisible()
      // Tokens stay in this tab's sessionStorage: nothing of them in a cookie.
      const cookies = await page.context().cookies()
      expect(cookies.find((c) => c.name === 'auth_user')?.value).toBe('1')
      expect(cookies.find((c) => c.name === 'shop_session')?.httpOnly).toBe(true)
      expect(cookies.some((c) => c.value.split('.').length === 3 && c.value.length > 100)).toBe(false)
    })
  }

  test('a reload keeps the session, and signing out forgets the buyer', async ({ page }) => {
    await page.goto('/account/login?target=%2Faccount%2Fprofile')
    await signInFromLoginPage(page, manager.login)
    await expect(page).toHaveURL(`${E2E.siteUrl}/account/profile`)

    await page.reload()
    await expect(page).toHaveURL(`${E2E.siteUrl}/account/profile`)
    await expect(accountLink(page, displayName(manager))).toBeVisible()
    await expect(page.getByText(manager.login, { exact: true })).toBeVisible()

    await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/`)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible()
    await expect(accountLink(page, displayName(manager))).toHaveCount(0)
    expect((await page.context().cookies()).find((c) => c.name === 'auth_user')).toBeUndefined()
    const storedUsers = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user:')),
    )
    expect(storedUsers).toEqual([])

    // The provider's session ended too: signing in again asks for the password.
    await page.goto('/account/profile')
    await expect(page).toHaveURL(/\/account\/login\?target=%2Faccount%2Fprofile$/)
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    await expect(page.getByLabel('Mot de passe')).toBeVisible()
  })

  test('an expired shop session leads to exactly one sign-out redirect, to the login page', async ({ page }) => {
    await page.goto('/account/login?target=%2Faccount%2Fprofile')
    await signInFromLoginPage(page, manager.login)
    await expect(page).toHaveURL(`${E2E.siteUrl}/account/profile`)

    const endSessions: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === idp && url.pathname === '/session/end') endSessions.push(request.url())
    })
    const expired = await fetch(`${orderSystem}/__demo/faults`, {
      method: 'POST',
      body: JSON.stringify({ expireSession: 'all' }),
      headers: { 'content-type': 'application/json' },
    })
    expect(expired.status).toBe(200)

    await page.reload()
    await expect(page).toHaveURL(`${E2E.siteUrl}/account/login?target=%2Faccount%2Fprofile`)
    await expect(page.getByTestId('login-target')).toContainText('/account/profile')
    // The two answers that race (401s of both back ends) arrive in the expired page: any sign-out it
    // starts is a request of that page, recorded before the login page it leads to could render. The
    // login page keeps the network busy, so waiting for quiet would never end.
    expect(endSessions).toHaveLength(1)
    expect((await page.context().cookies()).find((c) => c.name === 'auth_user')).toBeUndefined()
  })

  test('a tampered state shows a clear French error and offers to sign in again', async ({ page }) => {
    const isCallback = (url: URL) =>
      url.href.startsWith(`${E2E.siteUrl}/account/oidc-redirect?`) && url.searchParams.has('code')
    // Playwright routes only the first request of a redirect chain, and the provider reaches the return
    // page through redirects after its login form. So the form's submission is routed and its redirects
    // are followed here, with the browser's cookies, up to the return page, which is kept and never
    // loaded: its code stays unspent and the shop's stored state untouched.
    const providerLogin = `${idp}/interaction/*/login`
    let callback: string | undefined
    await page.route(providerLogin, async (route) => {
      let response = await route.fetch({ maxRedirects: 0 })
      for (let hop = 0; hop < 5; hop++) {
        const location = response.headers()['location']
        if (!location) break
        const next = new URL(location, response.url())
        if (isCallback(next)) {
          callback = next.href
          return route.abort()
        }
        response = await page.request.get(next.href, { maxRedirects: 0 })
      }
      await route.fulfill({ response })
    })
    await page.goto('/account/login?target=%2Faccount%2Fprofile')
    await signInFromLoginPage(page, manager.login)
    await expect.poll(() => callback).toBeTruthy()
    await page.unroute(providerLogin)

    const tampered = new URL(callback!)
    tampered.searchParams.set('state', 'etat-falsifie-0123456789abcdef')
    await page.goto(tampered.href)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      "La connexion n'a pas pu aboutir",
    )
    await expect(page.getByRole('main').getByRole('alert')).toContainText("La connexion n'a pas pu aboutir")
    // The code and state left the address bar.
    await expect(page).toHaveURL(`${E2E.siteUrl}/account/oidc-redirect`)
    expect((await page.context().cookies()).find((c) => c.name === 'auth_user')).toBeUndefined()

    await page.getByRole('button', { name: 'Se connecter à nouveau' }).click()
    // The provider still knows the buyer: it answers at once, or asks again.
    await expect(page).toHaveURL((url) => url.origin === idp || url.href === `${E2E.siteUrl}/`)
  })

  for (const target of ['//evil.example', 'javascript:alert(document.domain)']) {
    test(`target=${target} stays on the shop through the whole round trip`, async ({ page }) => {
      await page.goto(`/account/login?target=${encodeURIComponent(target)}`)
      await expect(page.getByTestId('login-target')).toContainText('vers : /')
      await signInFromLoginPage(page, manager.login)
      await expect(page).toHaveURL(`${E2E.siteUrl}/`)
      await expect(accountLink(page, displayName(manager))).toBeVisible()
    })
  }
})

test.describe('registration and password flows', () => {
  test('register, validate the e-mail, reset the password and sign in with the new one', async ({ page }) => {
    const login = `acheteur.${Date.now()}@exemple.fr`

    await page.goto('/account/register')
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    await expect(page.getByText('Le nom est obligatoire.')).toBeVisible()
    await page.getByLabel('Nom et prénom').fill('Lucie Fontaine')
    await page.getByLabel('Adresse e-mail').fill(login)
    await page.getByLabel('Mot de passe').fill('premier-secret')
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(login)

    await page.goto(await lastEmail(login, '/account/signup-validation'))
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Votre adresse e-mail est validée. Vous pouvez maintenant vous connecter.',
    )

    await page.goto('/account/password-reset')
    await page.getByLabel('Adresse e-mail').fill(login)
    await page.getByRole('button', { name: 'Recevoir le lien' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(login)

    await page.goto(await lastEmail(login, '/account/set-new-password'))
    await page.getByLabel(/^Mot de passe/).fill('second-secret')
    await page.getByLabel(/^Confirmez le mot de passe/).fill('second-secret')
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Votre mot de passe est enregistré. Vous pouvez vous connecter avec.',
    )

    await page.getByRole('link', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL(/\/account\/login/)
    await signInFromLoginPage(page, login, 'second-secret')
    await expect(page).toHaveURL(`${E2E.siteUrl}/`)
    await expect(accountLink(page, 'Lucie Fontaine')).toBeVisible()
  })

  test('an already used validation link is refused in French', async ({ page }) => {
    await page.goto('/account/signup-validation?token=jeton-inconnu')
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Ce lien n’est plus valable. Faites une nouvelle demande.',
    )
  })
})

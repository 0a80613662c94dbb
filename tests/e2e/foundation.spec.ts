import { createHash } from 'node:crypto'
import { expect, test, type BrowserContext } from '@playwright/test'
import { E2E } from '../../playwright.config'

/** Every route of the shop, with the layout it must render in. */
const ROUTES: Array<{ path: string; layout: 'default' | 'account' | 'checkout' | 'empty' | 'login'; auth?: boolean }> =
  [
    { path: '/', layout: 'default' },
    { path: '/qui-sommes-nous', layout: 'default' },
    { path: '/univers', layout: 'default' },
    { path: '/univers/vetements-de-travail', layout: 'default' },
    { path: '/discount', layout: 'default' },
    { path: '/plan-categories', layout: 'default' },
    { path: '/search?q=gants', layout: 'default' },
    { path: '/template/ProductPage', layout: 'default' },
    // The demo catalogue's ids start at 10001 (fixed seed).
    { path: '/product-contact/10001', layout: 'default' },
    { path: '/contact', layout: 'default' },
    { path: '/cart', layout: 'default' },
    { path: '/checkout', layout: 'checkout', auth: true },
    { path: '/checkout/requested', layout: 'checkout', auth: true },
    { path: '/checkout/validated', layout: 'checkout', auth: true },
    { path: '/account', layout: 'account', auth: true },
    { path: '/account/login', layout: 'login' },
    // With something to process: a visit with nothing to process is sent home.
    { path: '/account/oidc-redirect?code=demo&state=demo', layout: 'empty' },
    { path: '/account/register', layout: 'login' },
    { path: '/account/signup-validation', layout: 'login' },
    { path: '/account/password-reset', layout: 'login' },
    { path: '/account/set-new-password', layout: 'login' },
    { path: '/account/profile', layout: 'account', auth: true },
    { path: '/account/addresses', layout: 'account', auth: true },
    { path: '/account/contacts', layout: 'account', auth: true },
    { path: '/account/members', layout: 'account', auth: true },
    { path: '/account/invoices', layout: 'account', auth: true },
    { path: '/account/quotations', layout: 'account', auth: true },
    { path: '/account/quotations/7', layout: 'account', auth: true },
    { path: '/account/sales', layout: 'account', auth: true },
    { path: '/account/sales/12', layout: 'account', auth: true },
    { path: '/account/sales-lines', layout: 'account', auth: true },
    { path: '/account/request-lines', layout: 'account', auth: true },
  ]

/**
 * A real shop session without the identity provider's pages: the order system's password sign-in sets
 * the shared `shop_session` cookie, and the marker lets the guard through. A marker alone is no longer
 * enough: the session checks it against the shop server and sends the visitor to the login page.
 */
async function signInMarker(context: BrowserContext) {
  const response = await context.request.post(`http://localhost:${E2E.ports.orderSystem}/auth/login`, {
    data: { login: 'claire.martin@exemple.fr', password: 'demo1234' },
  })
  expect(response.ok()).toBe(true)
  await context.addCookies([{ name: 'auth_user', value: '1', url: E2E.siteUrl }])
}

test.describe('routes and layouts', () => {
  for (const route of ROUTES) {
    test(`${route.path} answers with the ${route.layout} layout`, async ({ page, context }) => {
      if (route.auth) await signInMarker(context)
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.locator(`main[data-layout="${route.layout}"]`)).toBeVisible()
      await expect(page.locator('h1').first()).toBeVisible()
      if (route.layout === 'default' || route.layout === 'account') {
        await expect(page.getByRole('banner').getByRole('search')).toBeVisible()
        await expect(page.getByRole('link', { name: 'Panier' })).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
      }
      if (route.layout === 'account') {
        await expect(page.getByRole('navigation', { name: "Navigation de l'espace client" })).toBeVisible()
      }
      if (route.layout === 'checkout') await expect(page.getByRole('search')).toHaveCount(0)
    })
  }
})

test.describe('error page', () => {
  test('an unknown route answers 404 with the error page', async ({ page }) => {
    const response = await page.goto('/nimporte/quoi/du/tout')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    await expect(page.locator('pre code')).toHaveText('Page Not Found: /nimporte/quoi/du/tout')
    await page.getByRole('link', { name: "Retour à l'accueil", exact: true }).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/`)
  })

  test('crawlers get the 404 status and title without running JavaScript', async ({ request }) => {
    for (const path of ['/nimporte/quoi/du/tout', '/account/nimporte']) {
      const response = await request.get(path, { headers: { Cookie: 'auth_user=1' } })
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html).toContain('<title>Page introuvable')
      expect(html).toContain('name="robots" content="noindex"')
    }
  })
})

test.describe('sign-in guard', () => {
  test('an account page without a session redirects to the login page with a safe target', async ({ page }) => {
    await page.goto('/account/addresses')
    await expect(page).toHaveURL(`${E2E.siteUrl}/account/login?target=%2Faccount%2Faddresses`)
    await expect(page.getByTestId('login-target')).toContainText('/account/addresses')
  })

  test('the query string is kept in the target', async ({ request }) => {
    const response = await request.get('/account/sales?page=2', { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toBe('/account/login?target=%2Faccount%2Fsales%3Fpage%3D2')
  })

  test('checkout is guarded, and so are RSC requests for guarded pages', async ({ request }) => {
    for (const [path, headers] of [
      ['/checkout', {}],
      ['/account/invoices', { RSC: '1' }],
      ['/account/invoices?_rsc=abc', { RSC: '1', 'Next-Router-Prefetch': '1' }],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0, headers })
      expect(response.status(), path).toBe(307)
      expect(response.headers().location, path).toMatch(/^\/account\/login\?target=/)
    }
  })

  for (const target of [
    '//evil.example',
    'https://evil.example/',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
  ]) {
    test(`login never leads off-site with target=${target}`, async ({ page }) => {
      await page.goto(`/account/login?target=${encodeURIComponent(target)}`)
      await expect(page.getByTestId('login-target')).toContainText('vers : /')
      await expect(page.getByTestId('login-target')).not.toContainText('evil')
      const offSite = await page
        .locator('a[href]')
        .evaluateAll((links) =>
          links.map((a) => (a as HTMLAnchorElement).href).filter((href) => !href.startsWith(location.origin)),
        )
      expect(offSite).toEqual([])
    })
  }
})

test.describe('security headers', () => {
  for (const path of ['/', '/account/login', '/nimporte/quoi']) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path)
      const headers = response.headers()
      const csp = headers['content-security-policy'] ?? ''
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['x-powered-by']).toBeUndefined()
      // Served over plain HTTP here, where HSTS would be meaningless.
      expect(headers['strict-transport-security']).toBeUndefined()
    })
  }

  for (const path of [
    '/account/profile',
    '/account/login',
    '/account/oidc-redirect?code=demo&state=demo',
    '/account/set-new-password',
  ]) {
    test(`${path} runs only scripts carrying its per-request nonce`, async ({ page, context }) => {
      if (path === '/account/profile') await signInMarker(context)
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      const first = await page.goto(path)
      const csp = first?.headers()['content-security-policy'] ?? ''
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
      expect(nonce).toBeTruthy()
      expect(csp).not.toContain("'unsafe-inline' ") // style-src may keep it; script-src must not
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'( 'sha256-[^']+')* 'strict-dynamic'/)
      // Every script of the HTML carries the nonce (those it loads later are trusted through 'strict-dynamic'),
      // or is an inline script the policy names by its hash (the cookie banner's, docs/adr/0018-cookie-banner-first-layer-on-the-server.md).
      const html = (await first?.text()) ?? ''
      const scripts = [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)].filter(
        ([, tag]) => !tag?.includes('application/ld+json'),
      )
      expect(scripts.length).toBeGreaterThan(0)
      const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
      const unallowed = scripts.filter(
        ([, tag = '', body = '']) => !tag.includes(`nonce="${nonce}"`) && !(body && csp.includes(hashOf(body))),
      )
      expect(unallowed.map(([script]) => script.slice(0, 120))).toEqual([])
      // The App Router's inline bootstrap ran (it fills this queue), and the browser refused nothing.
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown }).__next_f))).toBe(true)
      expect(violations).toEqual([])

      const second = await page.request.get(path)
      expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`)
    })
  }

  test('a request carrying x-middleware-subrequest is refused, guarded or not', async ({ request }) => {
    for (const path of ['/', '/account/invoices']) {
      const response = await request.get(path, {
        maxRedirects: 0,
        headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
      })
      expect(response.status(), path).toBe(400)
    }
  })

  test('powerful browser features are switched off', async ({ request }) => {
    const policy = (await request.get('/')).headers()['permissions-policy'] ?? ''
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
      expect(policy).toContain(feature)
  })

  test('HSTS follows the configured address, not a client claiming HTTPS', async ({ request }) => {
    // SITE_URL is http here: HSTS would be meaningless, and a forged header must not switch it on.
    const response = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(response.headers()['strict-transport-security']).toBeUndefined()
  })

  for (const path of ['/_next/static/chunks/absent.js', '/favicon.ico']) {
    test(`${path}, a 404 of a file, carries the security headers`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const headers = response.headers()
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    })
  }
})

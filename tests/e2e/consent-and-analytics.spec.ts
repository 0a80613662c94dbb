import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test'
import { E2E } from '../../playwright.config'
import { apiSession, nathalie, pricedForNathalie, syncCart } from './support/cart'
import { signIn } from './support/session'

/**
 * Cookie consent and audience measurement (docs/product/consent-and-tracking.md). Needs the shop started with
 * CONSENT_OPTIONAL_CATEGORIES=functional, ANALYTICS_ENDPOINT=http://analytics.test/api/event and
 * ANALYTICS_ALLOW_LOCALHOST=1; the endpoint is answered here with `page.route`, never reached.
 */
const ANALYTICS_ENDPOINT = 'http://analytics.test/api/event'

interface EventBody {
  n: string
  u: string
  d: string
  r: string | null
  w: number
  h: 0 | 1
  p?: Record<string, unknown>
}

// vanilla-cookieconsent stays silent for automated browsers (navigator.webdriver); this spec is a visitor.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })
  })
})

const banner = (page: Page) => page.getByRole('dialog', { name: 'Consentement aux cookies' })
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Gérer les cookies' })
const footerManage = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' })

/** Opens the preferences from the footer and waits, like a person would, for the focus to land in them. */
async function openFromFooter(page: Page) {
  await footerManage(page).click()
  await expect(preferences(page)).toBeVisible()
  await expect.poll(() => preferences(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  const found = (await context.cookies(E2E.siteUrl)).find((c) => c.name === name)
  return found === undefined ? undefined : decodeURIComponent(found.value)
}

async function expectChoice(context: BrowserContext, enabled: string) {
  await expect.poll(() => cookie(context, 'ncc_e')).toBe(enabled)
  expect(await cookie(context, 'ncc_c')).toBe('shfunctional')
}

test.describe('cookie consent', () => {
  test('the banner appears bottom left on a first visit, refusing as prominent as accepting', async ({ page }) => {
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    const accept = banner(page).getByRole('button', { name: 'Accepter', exact: true })
    const decline = banner(page).getByRole('button', { name: 'Refuser', exact: true })
    await expect(banner(page).getByRole('button', { name: 'Gérer les cookies' })).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Continuer sans accepter' })).toBeVisible()
    const [acceptStyle, declineStyle] = await Promise.all(
      [accept, decline].map((button) =>
        button.evaluate((el) => getComputedStyle(el).backgroundColor + getComputedStyle(el).color),
      ),
    )
    expect(acceptStyle).toBe(declineStyle)

    const box = await banner(page).boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport).toBeTruthy()
    if (box && viewport) {
      expect(box.x).toBeLessThan(viewport.width / 2)
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 64)
    }
  })

  test('the banner is in the server HTML of a catalogue page, shown from the first paint to a first visitor and never to one who chose', async ({
    page,
    context,
    request,
  }) => {
    const path = '/univers/vetements-de-travail'
    const html = await (await request.get(path)).text()
    expect(html).toMatch(/<h2[^>]*>Vos choix en matière de cookies<\/h2>/)
    // Whether the banner is on screen once the HTML is parsed, before any script of the page has loaded.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const dialog = document.querySelector('[role="dialog"][aria-label="Consentement aux cookies"]')
        document.documentElement.dataset.bannerAtParse = String(dialog?.checkVisibility() ?? false)
      })
    })
    const bannerAtParse = () => page.evaluate(() => document.documentElement.dataset.bannerAtParse)

    await page.goto(path)
    expect(await bannerAtParse()).toBe('true')
    await banner(page).getByRole('button', { name: 'Refuser', exact: true }).click()
    await expect(banner(page)).toBeHidden()
    await expectChoice(context, 'sh')

    await page.goto(path)
    expect(await bannerAtParse()).toBe('false')
    await page.waitForLoadState('load')
    await expect(footerManage(page)).toBeVisible()
    await expect(banner(page)).toBeHidden()
  })

  test("the consent library's styles are not in a page's render-blocking CSS, and its preferences are styled once opened", async ({
    page,
    request,
  }) => {
    // docs/adr/0022-render-blocking-css-of-one-page.md: the first layer has its own styles; the library's
    // (every rule scoped to #cc-main) come with its code, after hydration.
    const path = '/univers/vetements-de-travail'
    // The page's styles come in its HTML (docs/adr/0024-largest-contentful-paint.md), each marked with the
    // file it was read from; a stylesheet linked in <head> would block the first paint just as much.
    const head = (await (await request.get(path)).text()).split('</head>')[0]!
    const inline = [...head.matchAll(/<style[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g)]
    const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!)
    expect(inline.length + sheets.length).toBeGreaterThan(0)
    const withLibrary = inline.filter((match) => match[2]!.includes('#cc-main')).map((match) => match[1]!)
    for (const sheet of sheets)
      if ((await (await request.get(sheet)).text()).includes('#cc-main')) withLibrary.push(sheet)
    expect(withLibrary).toEqual([])

    await page.goto(path)
    await banner(page).getByRole('button', { name: 'Gérer les cookies' }).click()
    await expect(preferences(page)).toBeVisible()
    // The library's modal box and the shop's colours on it (components/consent/cookie-consent.css).
    await expect(page.locator('#cc-main .pm')).toHaveCSS('position', 'fixed')
    await expect(page.locator('#cc-main .pm__btn').first()).toHaveCSS('background-color', 'rgb(11, 79, 138)')
  })

  test('the banner never shifts the page layout', async ({ page }) => {
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    const layout = () =>
      page.evaluate(() => ({
        main: document.querySelector('main')?.getBoundingClientRect().toJSON(),
        body: getComputedStyle(document.body).padding + getComputedStyle(document.body).margin,
        overflow: getComputedStyle(document.documentElement).overflow,
      }))
    const withBanner = await layout()
    await banner(page).getByRole('button', { name: 'Refuser', exact: true }).click()
    await expect(banner(page)).toBeHidden()
    expect(await layout()).toEqual(withBanner)
  })

  test('"Refuser" leaves only the necessary category `sh`, and the choice survives the next page load', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Refuser', exact: true }).click()
    await expect(banner(page)).toBeHidden()
    await expectChoice(context, 'sh')

    // A page without the home's looping video, whose streaming never lets the network go idle.
    await page.goto('/univers')
    await page.waitForLoadState('networkidle')
    await expect(banner(page)).toBeHidden()
    await expectChoice(context, 'sh')
  })

  test('"Accepter" enables every category and persists', async ({ page, context }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Accepter', exact: true }).click()
    await expectChoice(context, 'sh|functional')
    await page.goto('/univers')
    await page.waitForLoadState('networkidle')
    await expect(banner(page)).toBeHidden()
    await expectChoice(context, 'sh|functional')
  })

  test('manage cookies, change a category and save', async ({ page, context }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Gérer les cookies' }).click()
    await expect(preferences(page)).toBeVisible()
    for (const action of ['Tout accepter', 'Tout refuser', 'Enregistrer mes choix', 'Fermer'])
      await expect(preferences(page).getByRole('button', { name: action, exact: true })).toBeVisible()
    await expect(preferences(page).getByRole('checkbox', { name: 'Cookies nécessaires' })).toBeDisabled()
    await preferences(page).getByRole('checkbox', { name: 'Cookies fonctionnels' }).check()
    await preferences(page).getByRole('button', { name: 'Enregistrer mes choix' }).click()
    await expect(preferences(page)).toBeHidden()
    await expect(banner(page)).toBeHidden()
    await expectChoice(context, 'sh|functional')

    await page.reload()
    await openFromFooter(page)
    await expect(preferences(page).getByRole('checkbox', { name: 'Cookies fonctionnels' })).toBeChecked()
  })

  test('focus moves into the preferences and back to the footer link; an outside click does not close them', async ({
    page,
  }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Refuser', exact: true }).click()
    await footerManage(page).focus()
    await page.keyboard.press('Enter')
    await expect(preferences(page)).toBeVisible()
    await expect.poll(() => preferences(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)

    await page.mouse.click(5, 5)
    await expect(preferences(page)).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(preferences(page)).toBeHidden()
    await expect(footerManage(page)).toBeFocused()
  })

  test('closing with unsaved settings warns first', async ({ page, context }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Refuser', exact: true }).click()
    await expectChoice(context, 'sh')
    await openFromFooter(page)
    await preferences(page).getByRole('checkbox', { name: 'Cookies fonctionnels' }).check()

    await preferences(page).getByRole('button', { name: 'Fermer', exact: true }).click()
    const warning = page.getByRole('alertdialog', { name: 'Vous avez des réglages non enregistrés' })
    await expect(warning).toBeVisible()
    await expect(preferences(page)).toBeVisible()
    await expect(warning.getByRole('button', { name: 'Enregistrer', exact: true })).toBeFocused()

    await warning.getByRole('button', { name: 'Fermer sans enregistrer' }).click()
    await expect(preferences(page)).toBeHidden()
    await expectChoice(context, 'sh')

    await openFromFooter(page)
    await expect(preferences(page).getByRole('checkbox', { name: 'Cookies fonctionnels' })).not.toBeChecked()
    await preferences(page).getByRole('checkbox', { name: 'Cookies fonctionnels' }).check()
    await page.keyboard.press('Escape')
    await warning.getByRole('button', { name: 'Enregistrer', exact: true }).click()
    await expect(preferences(page)).toBeHidden()
    await expectChoice(context, 'sh|functional')
  })

  test('an embedded map stays blocked until functional cookies are enabled, then loads in place', async ({
    page,
    context,
  }) => {
    // Nothing leaves for the map's site, granted or not: the test only sees whether the frame asks for it.
    const mapRequests: string[] = []
    await context.route('https://www.openstreetmap.org/**', async (route) => {
      mapRequests.push(route.request().url())
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Carte</title><p>Carte</p>' })
    })
    await page.goto('/qui-sommes-nous')
    await banner(page).getByRole('button', { name: 'Refuser', exact: true }).click()

    const placeholder = page.getByRole('group', { name: 'Plan d’accès à l’entrepôt de Saint-Quentin-Fallavier' })
    await expect(placeholder).toContainText('Pour voir ce contenu, veuillez activer les cookies fonctionnels')
    await expect(page.locator('iframe[src*="openstreetmap"]')).toHaveCount(0)
    const shapeBefore = await placeholder.boundingBox()

    await placeholder.getByRole('button', { name: 'Gérer les cookies' }).click()
    await expect(preferences(page)).toBeVisible()
    await preferences(page).getByRole('checkbox', { name: 'Cookies fonctionnels' }).check()
    await preferences(page).getByRole('button', { name: 'Enregistrer mes choix' }).click()
    await expectChoice(context, 'sh|functional')

    const frame = page.locator('iframe[title="Plan d’accès à l’entrepôt de Saint-Quentin-Fallavier"]')
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/)
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0)
    const shapeAfter = await frame.boundingBox()
    expect(Math.abs((shapeAfter?.height ?? 0) - (shapeBefore?.height ?? 0))).toBeLessThan(2)

    await page.reload()
    await expect(frame).toBeVisible()
    await expect(page.getByText('Pour voir ce contenu, veuillez activer les cookies fonctionnels')).toHaveCount(0)
  })
  test('one click on a blocked frame accepts its category and loads it', async ({ page, context }) => {
    await context.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Carte</title><p>Carte</p>' }),
    )
    await page.goto('/qui-sommes-nous')
    await banner(page).getByRole('button', { name: 'Refuser', exact: true }).click()
    await expectChoice(context, 'sh')

    const placeholder = page.getByRole('group', { name: 'Plan d’accès à l’entrepôt de Saint-Quentin-Fallavier' })
    await placeholder.getByRole('button', { name: 'Accepter les cookies fonctionnels' }).click()
    await expectChoice(context, 'sh|functional')
    await expect(page.locator('iframe[title="Plan d’accès à l’entrepôt de Saint-Quentin-Fallavier"]')).toBeVisible()
  })
})

test.describe('audience measurement', () => {
  // On the context: a keepalive request may outlive its page, so it is not always attributed to one.
  async function collectEvents(context: BrowserContext) {
    const events: Array<{ body: EventBody; request: Request }> = []
    await context.route(ANALYTICS_ENDPOINT, async (route) => {
      const request = route.request()
      events.push({ body: JSON.parse(request.postData() ?? 'null') as EventBody, request })
      await route.fulfill({ status: 202, contentType: 'text/plain', body: 'ok' })
    })
    return events
  }

  test('a page view on the first page and on every client-side navigation, with the visitor props', async ({
    page,
    context,
  }) => {
    const events = await collectEvents(context)
    await page.goto('/')
    await expect.poll(() => events.map((e) => e.body.u)).toEqual([`${E2E.siteUrl}/`])

    const first = events[0]
    expect(first?.request.method()).toBe('POST')
    expect(first?.request.headers()['content-type']).toBe('text/plain')
    expect(first?.body).toMatchObject({
      n: 'pageview',
      d: new URL(E2E.siteUrl).host,
      h: 0,
      p: { signed_in: false, collectivity: false },
    })
    expect(first?.body.w).toBe(page.viewportSize()?.width)
    // A first visit has no cart yet: nothing to report.
    expect(first?.body.p).not.toHaveProperty('cart_id')

    await page.getByRole('link', { name: 'Tous les univers' }).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/univers`)
    await expect.poll(() => events.map((e) => e.body.u)).toEqual([`${E2E.siteUrl}/`, `${E2E.siteUrl}/univers`])
    expect(events.every((e) => e.body.n === 'pageview')).toBe(true)
  })

  test('page views carry the id of the buyer’s cart once it is known', async ({ page, context, playwright }) => {
    const api = await apiSession(playwright)
    const cart = (await syncCart(api, [{ product_id: pricedForNathalie(1)[0]!.id, qty: 1 }]))!
    const events = await collectEvents(context)
    await signIn(page, nathalie.login, '/cart')
    await expect(page.getByTestId('cart-line').first()).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: 'Tous les univers' }).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/univers`)
    await expect
      .poll(() => events.find((e) => e.body.n === 'pageview' && e.body.u === `${E2E.siteUrl}/univers`)?.body.p)
      .toMatchObject({ signed_in: true, collectivity: true, cart_id: cart.id })
  })

  test('a signed-in visitor is reported as such, with nothing personal in the event', async ({ page, context }) => {
    await context.addCookies([{ name: 'auth_user', value: '1', url: E2E.siteUrl }])
    const events = await collectEvents(context)
    await page.goto('/search?q=jeanne.martin%40mairie.fr&page=2')
    await expect.poll(() => events.length).toBeGreaterThan(0)
    expect(events[0]?.body.p).toMatchObject({ signed_in: true })
    expect(events[0]?.body.u).toBe(`${E2E.siteUrl}/search?page=2`)
    expect(JSON.stringify(events[0]?.body)).not.toContain('jeanne')
  })

  test('the visitor can opt out with the ignore flag', async ({ page, context }) => {
    const events = await collectEvents(context)
    await page.addInitScript(() => window.localStorage.setItem('plausible_ignore', 'true'))
    await page.goto('/')
    await page.getByRole('link', { name: 'Tous les univers' }).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/univers`)
    await page.waitForLoadState('networkidle')
    expect(events).toEqual([])
  })
})

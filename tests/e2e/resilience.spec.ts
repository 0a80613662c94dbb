import { expect, test, type BrowserContext } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo/accounts'
import { CMS_REVALIDATE_SECONDS } from '../../lib/cms/data-cache'
import { parseEnv } from '../../lib/config/schema'
import messages from '../../messages/fr.json' with { type: 'json' }
import { E2E } from '../../playwright.config'
import { faults } from './support/cart'

/**
 * Back ends that stop answering (docs/adr/0010-back-end-budgets-and-breakers.md), frozen with the
 * demo's fault control as `kill -STOP` would: pages answer within their budget, from their last good
 * copy or with the French 503 page, and the shop recovers by itself once the back end answers again.
 */

const { BACKEND_BUDGET_MS, HTTP_TIMEOUT_MS } = parseEnv({})
/**
 * The deadline of an uncached page while the CMS hangs: one budget for the CMS, another for a back end
 * read before it, and room for a machine busy with the suite. Without budgets the page took 40 s.
 */
const PAGE_DEADLINE_MS = 2 * BACKEND_BUDGET_MS + 3_000
const unavailable = messages.error.unavailable

test.afterEach(async ({ request }) => {
  await faults(request, { reset: true })
})

test.describe('a frozen CMS', () => {
  test('cached pages keep their content, others answer the French 503 page in time, and the shop recovers', async ({
    request,
    page,
  }) => {
    const cached = await request.get('/mentions-legales')
    expect(cached.status()).toBe(200)
    await faults(request, { slow: { cms: { hang: true } } })

    for (const path of ['/mentions-legales', '/']) {
      const response = await request.get(path, { timeout: PAGE_DEADLINE_MS })
      expect(response.status(), path).toBe(200)
    }
    expect(await (await request.get('/mentions-legales')).text()).toContain('Mentions légales')

    // Addresses no test has asked for: only the CMS can say whether they are pages, so nothing is cached
    // for them (any CMS page may have been rendered, hence cached, by another spec of the suite).
    const run = Date.now().toString(36)
    const unseen = (name: string) => `/adresse-jamais-vue-${run}-${name}`
    for (const path of [unseen('a'), unseen('b'), unseen('c')]) {
      const response = await request.get(path, { timeout: PAGE_DEADLINE_MS })
      expect(response.status(), path).toBe(503)
      const retryAfter = Number(response.headers()['retry-after'])
      expect(retryAfter, path).toBeGreaterThanOrEqual(1)
      expect(retryAfter, path).toBeLessThanOrEqual(10)
      expect(response.headers()['cache-control']).toBe('no-store')
      expect(await response.text()).toContain(unavailable.title)
    }

    // What the buyer sees: the page says so in French, with a way to try again.
    const shown = await page.goto(unseen('d'), { timeout: PAGE_DEADLINE_MS })
    expect(shown?.status()).toBe(503)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(unavailable.title)
    await expect(page.getByRole('link', { name: messages.btn.retry })).toBeVisible()

    // The CMS answers again: within the breaker's open period and its probe, the CMS is asked again and
    // its answer ("no such page") reaches the buyer.
    await faults(request, { slow: { cms: null } })
    await expect
      .poll(async () => (await request.get(unseen('d'))).status(), { timeout: 25_000, intervals: [1_000] })
      .toBe(404)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.error['404'].title)
  })

  test('an uncached page answers in time also when the CMS answers the shop keeps have gone stale', async ({
    request,
  }) => {
    // Every page reads the CMS (header messages, page list) through Next's data cache, which answers a
    // stale entry at once and refreshes it in the background, without the call's signal; the page waits
    // for that refresh. Whether an entry is stale when the CMS freezes depends on what ran before: here
    // it is made so, by letting the entries pass their age.
    test.slow()
    expect((await request.get('/mentions-legales')).status()).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, (CMS_REVALIDATE_SECONDS + 2) * 1000))
    await faults(request, { slow: { cms: { hang: true } } })
    const path = `/adresse-jamais-vue-${Date.now().toString(36)}-perimee`
    const response = await request.get(path, { timeout: PAGE_DEADLINE_MS })
    expect(response.status(), path).toBe(503)
    expect(await response.text()).toContain(unavailable.title)
  })
})

test.describe('a frozen order system', () => {
  async function signIn(context: BrowserContext) {
    const buyer = DEMO_ACCOUNTS[0]!
    const response = await context.request.post(`http://localhost:${E2E.ports.orderSystem}/auth/login`, {
      data: { login: buyer.login, password: DEMO_PASSWORD },
    })
    expect(response.ok()).toBe(true)
    await context.addCookies([{ name: 'auth_user', value: '1', url: E2E.siteUrl }])
  }

  test('an account list says in French that it cannot load, within one call budget, instead of spinning', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context)
    await faults(request, { slow: { 'order-system': { hang: true } } })
    await page.goto('/account/sales')
    await expect(page.getByRole('status').filter({ hasText: messages.accountList.loading })).toBeVisible()
    // One call budget for the read (its retry included), and room for the page itself.
    await expect(page.getByRole('alert').filter({ hasText: messages.accountList.failed })).toBeVisible({
      timeout: HTTP_TIMEOUT_MS + 4_000,
    })
    await expect(page.getByRole('alert').getByRole('button', { name: messages.accountList.retry })).toBeVisible()
  })
})

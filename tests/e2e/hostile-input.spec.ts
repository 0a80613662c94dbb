import { expect, test, type Page } from '@playwright/test'
import messages from '../../messages/fr.json' with { type: 'json' }
import { pricedModel } from './support/catalogue'

/**
 * Hostile input through every door a visitor has: query parameters, paths, the search box, the forms.
 * Each is either refused with a French message or rendered inert; nothing runs, nothing leaves the shop.
 * (CMS fields are covered by the sanitiser page of cms.spec.ts; lead files by leads.spec.ts.)
 */
const SCRIPT = '<script>window.__hostile = "script"</script>'
const HANDLER = '<img src="/x" onerror="window.__hostile = \'onerror\'">'
const JS_URL = 'javascript:window.__hostile="url"'

/** Fails the test if anything hostile ran: a dialog opened or the marker was set. */
async function guard(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return async () => {
    expect(await page.evaluate(() => (window as { __hostile?: string }).__hostile)).toBeUndefined()
    expect(dialogs).toEqual([])
  }
}

test('script and event-handler text in a search is shown as text, never run', async ({ page }) => {
  const check = await guard(page)
  const response = await page.goto(`/search?q=${encodeURIComponent(`${SCRIPT}${HANDLER}`)}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>')
  expect(await page.locator('main img[src="/x"]').count()).toBe(0)
  await check()
})

test('over-long, repeated and wrongly typed listing parameters answer a normal page', async ({ page }) => {
  const check = await guard(page)
  const sizes = Array.from({ length: 60 }, (_, i) => `taille=${i}`).join('&')
  const response = await page.goto(
    `/vestes-et-blousons?q=${'a'.repeat(5000)}&${sizes}&prix=${encodeURIComponent(JS_URL)}&tri=%27%3BDROP&page=-1`,
  )
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vestes et blousons')
  await check()
})

test('a hostile variant choice on a product page is ignored', async ({ page }) => {
  const check = await guard(page)
  const { main } = pricedModel()
  const response = await page.goto(
    `/${main.url_key}?sku=${encodeURIComponent(SCRIPT)}&taille=${encodeURIComponent(HANDLER)}`,
  )
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(main.model.name)
  await check()
})

test('CR/LF in a path or a sign-in target never becomes a header or an off-site redirect', async ({
  request,
  page,
}) => {
  const injected = await request.get('/vestes%0D%0ASet-Cookie:%20hostile=1', { maxRedirects: 0 })
  expect(injected.status()).toBe(404)
  expect(injected.headers()['set-cookie'] ?? '').not.toContain('hostile')

  const guarded = await request.get('/account/invoices%0D%0ALocation:%20https://evil.example/', { maxRedirects: 0 })
  expect(guarded.headers().location ?? '').not.toMatch(/^https?:\/\/evil/)
  expect(guarded.headers()['set-cookie'] ?? '').not.toContain('hostile')

  await page.goto(`/account/login?target=${encodeURIComponent('/\r\nSet-Cookie: hostile=1')}`)
  await expect(page.getByTestId('login-target')).not.toContainText('hostile')
  expect((await page.context().cookies()).some((c) => c.name === 'hostile')).toBe(false)
})

test('the autocomplete route refuses what it does not expect, in French', async ({ request }) => {
  for (const query of [`q=${'gant'.repeat(100)}`, 'q=gant&extra=1', 'q[]=gant', `q=${encodeURIComponent(SCRIPT)}`]) {
    const response = await request.get(`/api/autocomplete?${query}`)
    if (response.status() === 200) {
      // Accepted text is data: the answer is JSON, never HTML.
      expect(response.headers()['content-type']).toContain('application/json')
      continue
    }
    expect(response.status(), query).toBe(400)
    const body = (await response.json()) as { error: string }
    expect(body.error).toMatch(/[a-zà-ü]/)
    expect(Object.values(messages.searchApi)).toContain(body.error)
  }
})

test('the contact form takes hostile text as text and refuses what is not an e-mail address, in French', async ({
  page,
}) => {
  const check = await guard(page)
  await page.goto('/contact')
  await page.getByLabel(messages.lead.fields.email, { exact: false }).first().fill(`${JS_URL}`)
  await page.getByLabel(messages.lead.fields.name, { exact: false }).first().fill(HANDLER)
  await page.getByRole('button', { name: messages.lead.submit }).click()
  const email = page.getByLabel(messages.lead.fields.email, { exact: false }).first()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await email.getAttribute('aria-describedby')) ?? ''
  await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toContainText(/adresse|e-mail/i)
  expect(await page.locator('img[src="/x"]').count()).toBe(0)
  await check()
})

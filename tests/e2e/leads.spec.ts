import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page, type Request } from '@playwright/test'
import messages from '../../messages/fr.json' with { type: 'json' }
import { LEAD_FILE_MAX_BYTES, LEAD_FILE_RULES_TEXT } from '../../lib/shop-server/schemas/lead'
import { E2E } from '../../playwright.config'

/**
 * The contact and quote-request forms against the demo shop server. The demo accepts 5 leads per
 * 10 minutes per address, in memory (demo/shop-server/data/leads.ts): this file sends 2 for real, and
 * shows the throttled answer by fulfilling the request itself, so it passes whatever the limiter holds.
 */

const LEADS_URL = `http://localhost:${E2E.ports.shopServer}/leads`
const t = messages.lead

/** A throttled answer in another shop server's words: the shop shows its own French sentence. */
const THROTTLED = { detail: 'Too Many Requests' }

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d])

const validPdf = { name: 'cahier-des-charges.pdf', mimeType: 'application/pdf', buffer: PDF }
const tooLarge = {
  name: 'catalogue-complet.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([PDF, Buffer.alloc(LEAD_FILE_MAX_BYTES + 1 - PDF.length)]),
}
const pngNamedPdf = { name: 'devis.pdf', mimeType: 'application/pdf', buffer: PNG }
const executable = {
  name: 'outil.exe',
  mimeType: 'application/x-msdownload',
  buffer: Buffer.from('MZ\x90\x00\x03\x00'),
}

interface Doc {
  id: number
  name: string
  sku: string | null
  images: unknown[]
}

/** A real variant with a sku and a picture, read when the test runs (the demo regenerates the catalogue). */
let product: Doc | undefined
function aProduct(): Doc {
  product ??= readFileSync(path.join(E2E.dataDir, 'search', 'shopinvader_product_fr_fr.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc)
    .find((doc) => doc.sku && doc.images.length > 0)
  if (!product) throw new Error('no product with a sku and a picture in the demo catalogue')
  return product
}

const FORMS = [
  { name: 'the contact form', path: () => '/contact', subject: 'Question sur un produit' },
  { name: 'the quote request', path: () => `/product-contact/${aProduct().id}`, subject: null },
] as const

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`))
const fileInput = (page: Page) => field(page, t.fields.file.replace(/[()]/g, '\\$&'))
const submit = (page: Page) => page.getByRole('button', { name: t.submit })
const rulesMessage = (template: string) => template.replace('{rules}', LEAD_FILE_RULES_TEXT)

/** Every POST to the shop server's `leads`, to prove that a refused file sends nothing. */
function watchLeadPosts(page: Page): Request[] {
  const posts: Request[] = []
  page.on('request', (request) => {
    if (request.url() === LEADS_URL && request.method() === 'POST') posts.push(request)
  })
  return posts
}

async function fillIn(page: Page, subject: string | null) {
  // The button is enabled once React has hydrated the form; typing earlier could be reset by it.
  await expect(submit(page)).toBeEnabled()
  if (subject) await field(page, t.fields.subject).selectOption(subject)
  await field(page, t.fields.name).fill('Léa Dupont')
  await field(page, t.fields.email).fill('lea.dupont@exemple.fr')
  await field(page, t.fields.company).fill('Atelier Dupont')
  await field(page, t.fields.zip).fill('69003')
  await field(page, t.fields.city).fill('Lyon')
  await field(page, t.fields.description).fill('Vingt blousons en taille L, livrés avant la fin du mois.')
}

for (const form of FORMS) {
  test.describe(form.name, () => {
    test('a valid request with a small PDF is sent and confirmed', async ({ page }) => {
      await page.goto(form.path())
      await fillIn(page, form.subject)
      await fileInput(page).setInputFiles(validPdf)
      const answer = page.waitForResponse(
        (response) => response.url() === LEADS_URL && response.request().method() === 'POST',
      )
      await submit(page).click()
      const response = await answer
      expect(response.status()).toBe(201)
      expect((await response.request().allHeaders())['content-type']).toMatch(/^multipart\/form-data; boundary=/)
      const body = (await response.json()) as {
        data: Array<{ attachments: Array<{ name: string; content_type: string }> }>
      }
      expect(body.data[0]?.attachments).toEqual([
        expect.objectContaining({ name: validPdf.name, content_type: 'application/pdf' }),
      ])
      await expect(page.getByRole('status').filter({ hasText: t.sent.title })).toBeVisible()
    })

    test('a file over the size limit is refused in French and nothing is sent', async ({ page }) => {
      const posts = watchLeadPosts(page)
      await page.goto(form.path())
      await fillIn(page, form.subject)
      await fileInput(page).setInputFiles(tooLarge)
      await expect(page.getByText(rulesMessage(t.file.tooLarge))).toBeVisible()
      await submit(page).click()
      await expect(fileInput(page)).toBeFocused()
      await expect(fileInput(page)).toHaveAttribute('aria-invalid', 'true')
      expect(posts).toHaveLength(0)
    })

    test('a file of the wrong type is refused in French and nothing is sent', async ({ page }) => {
      const posts = watchLeadPosts(page)
      await page.goto(form.path())
      await fillIn(page, form.subject)
      // The name says PDF, the content is a PNG: the content decides.
      await fileInput(page).setInputFiles(pngNamedPdf)
      await expect(page.getByText(rulesMessage(t.file.wrongType))).toBeVisible()
      await submit(page).click()
      await expect(fileInput(page)).toBeFocused()
      await fileInput(page).setInputFiles(executable)
      await expect(page.getByText(rulesMessage(t.file.wrongType))).toBeVisible()
      await submit(page).click()
      await expect(fileInput(page)).toBeFocused()
      expect(posts).toHaveLength(0)
    })

    test('when the shop server is down, a French alert shows and the typed text survives', async ({ page }) => {
      await page.route(LEADS_URL, (route) => route.abort('connectionrefused'))
      await page.goto(form.path())
      await fillIn(page, form.subject)
      await fileInput(page).setInputFiles(validPdf)
      await submit(page).click()
      await expect(page.getByRole('alert').filter({ hasText: t.errors.unreachable })).toHaveText(t.errors.unreachable)
      if (form.subject) await expect(field(page, t.fields.subject)).toHaveValue(form.subject)
      await expect(field(page, t.fields.name)).toHaveValue('Léa Dupont')
      await expect(field(page, t.fields.email)).toHaveValue('lea.dupont@exemple.fr')
      await expect(field(page, t.fields.city)).toHaveValue('Lyon')
      await expect(field(page, t.fields.description)).toHaveValue(
        'Vingt blousons en taille L, livrés avant la fin du mois.',
      )
      expect(await fileInput(page).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(validPdf.name)
      await expect(submit(page)).toBeEnabled()
    })
  })
}

test.describe('lead forms', () => {
  test('a throttled visitor reads why in French and keeps what was typed', async ({ page }) => {
    await page.route(LEADS_URL, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        // The demo answers CORS for the shop's origin; a fulfilled answer must do the same.
        headers: {
          'Retry-After': '600',
          'Access-Control-Allow-Origin': E2E.siteUrl,
          'Access-Control-Allow-Credentials': 'true',
        },
        body: JSON.stringify(THROTTLED),
      }),
    )
    await page.goto('/contact')
    await fillIn(page, 'Autre')
    await submit(page).click()
    await expect(page.getByRole('alert').filter({ hasText: t.errors.throttled })).toHaveText(t.errors.throttled)
    await expect(field(page, t.fields.name)).toHaveValue('Léa Dupont')
  })

  test('the quote request names its product, presets its subject and stays out of the index', async ({ page }) => {
    const doc = aProduct()
    const response = await page.goto(`/product-contact/${doc.id}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.pages.productContact.title)
    const summary = page.getByRole('region', { name: t.product.label })
    await expect(summary).toContainText(doc.name)
    await expect(summary).toContainText(messages.product.sku.replace('{sku}', doc.sku!))
    await expect(summary.locator('img')).toBeVisible()
    await expect(field(page, t.fields.subject)).toHaveValue(t.quoteSubject)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('an unknown product answers 404', async ({ page }) => {
    expect((await page.goto('/product-contact/999999999'))?.status()).toBe(404)
    expect((await page.goto('/product-contact/pas-un-id'))?.status()).toBe(404)
  })

  test('the contact form offers the shop server subjects and France by default', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.pages.contact.title)
    await expect(field(page, t.fields.subject).locator('option')).toContainText(['Demande de devis', 'Autre'])
    await expect(field(page, t.fields.country)).toHaveValue('76')
    await expect(submit(page)).toBeEnabled()
    await submit(page).click()
    await expect(page.getByText('L’objet est obligatoire.')).toBeVisible()
    await expect(field(page, t.fields.subject)).toBeFocused()
  })
})

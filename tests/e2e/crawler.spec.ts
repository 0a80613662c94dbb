import { expect, test, type Page } from '@playwright/test'
import { E2E } from '../../playwright.config'
import messages from '../../messages/fr.json' with { type: 'json' }
import { productPath } from './support/catalogue'
import {
  absolute,
  canonicalOf,
  jsonLdNodes,
  metaOf,
  modelWithVariants,
  plainProduct,
  sitemapUrls,
} from './support/crawler'

/**
 * What a search engine's crawler gets: status codes, server HTML read without JavaScript, canonical
 * links, the sitemap and robots.txt agreeing on one URL per page.
 */

const NOT_FOUND_PATHS = [
  '/produit-qui-n-existe-pas',
  '/univers/univers-inexistant',
  '/vestes-et-blousons/un/chemin/de/trop',
  '/product-contact/999999999',
  '/account/nimporte',
]

/** The shop's chrome and main landmark, counted as a reader or a validator would. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    return {
      lang: document.documentElement.lang,
      banners: document.querySelectorAll('header:not(main header)').length,
      footers: document.querySelectorAll('footer:not(main footer)').length,
      mains: document.querySelectorAll('main').length,
      nestedMains: document.querySelectorAll('main main').length,
      duplicateIds: [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))],
      headings: [...document.querySelectorAll('h1')].map((h1) => h1.textContent?.trim()),
    }
  })
}

/** The 404 page as one page of the shop: in French, its header, menu and footer once, one main. */
const THE_404 = {
  lang: 'fr',
  banners: 1,
  footers: 1,
  mains: 1,
  nestedMains: 0,
  duplicateIds: [],
  headings: [messages.error['404'].title],
}

test.describe('the 404 page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const path of NOT_FOUND_PATHS) {
      test(`${path} answers 404 with the French page, its lang and the shop around it`, async ({ page }) => {
        // The account guard lets a signed-in buyer through to the page itself.
        await page.context().addCookies([{ name: 'auth_user', value: '1', url: E2E.siteUrl }])
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        expect(await layout(page)).toEqual(THE_404)
        await expect(page.getByText(messages.error['404'].help)).toBeVisible()
        await expect(page).toHaveTitle(new RegExp(`^${messages.error['404'].title}`))
        await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
      })
    }
  })

  test.describe('with JavaScript', () => {
    // An unknown /account/… address gets the account pages' nonce policy from the proxy, which blocks the
    // scripts of the cached catalogue page that answers it: without JavaScript only (above).
    for (const path of NOT_FOUND_PATHS.filter((path) => !path.startsWith('/account/'))) {
      test(`${path} shows the shop's header, menu and footer once`, async ({ page }) => {
        await page.context().addCookies([{ name: 'auth_user', value: '1', url: E2E.siteUrl }])
        await page.goto(path)
        await expect(page.locator('pre code')).toContainText(path)
        await page.waitForLoadState('networkidle')
        expect(await layout(page)).toEqual(THE_404)
      })
    }
  })
})

test.describe('listings past their last page', () => {
  /** The last page a listing links to from its first page (1 without pagination). */
  async function lastPage(path: string, page: Page): Promise<number> {
    await page.goto(path)
    const numbers = await page.getByRole('navigation', { name: messages.pagination.label }).getByRole('link').all()
    const pages = await Promise.all(numbers.map(async (link) => Number((await link.textContent())?.trim())))
    return Math.max(1, ...pages.filter(Number.isFinite))
  }

  test('a category page beyond the end answers 404, the last one 200', async ({ page, request }) => {
    const last = await lastPage('/vestes-et-blousons', page)
    expect((await request.get(`/vestes-et-blousons?page=${last}`)).status()).toBe(200)
    expect((await request.get(`/vestes-et-blousons?page=${last + 1}`)).status()).toBe(404)
    const response = await request.get('/vestes-et-blousons?page=999')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain(messages.error['404'].title)
  })

  test('the discounts beyond their last page answer 404', async ({ page, request }) => {
    const last = await lastPage('/discount', page)
    expect((await request.get(`/discount?page=${last}`)).status()).toBe(200)
    expect((await request.get(`/discount?page=${last + 1}`)).status()).toBe(404)
  })
})

test.describe('one URL per product', () => {
  test('every address of a model names its bare url_key as canonical, and so do its structured data', async ({
    request,
  }) => {
    const { main, other } = modelWithVariants()
    const canonical = absolute(`/${main.url_key}`)
    const axes = new URLSearchParams(Object.entries(other.variant_attributes).map(([k, v]) => [k, String(v)]))
    for (const path of [`/${main.url_key}`, productPath(main), productPath(other), `/${main.url_key}?${axes}`]) {
      const html = await (await request.get(path)).text()
      expect(canonicalOf(html), path).toBe(canonical)
      const nodes = jsonLdNodes(html)
      const group = nodes.find((node) => node['@type'] === 'ProductGroup')
      expect(group?.url, path).toBe(canonical)
      const breadcrumb = nodes.find((node) => node['@type'] === 'BreadcrumbList')
      const items = breadcrumb?.itemListElement as Array<{ item: string }>
      expect(items.at(-1)?.item, path).toBe(canonical)
      expect(metaOf(html, 'og:url'), path).toBe(canonical)
    }
  })

  test('a product sold in one version has the same rule', async ({ request }) => {
    const doc = plainProduct()
    const canonical = absolute(`/${doc.url_key}`)
    for (const path of [`/${doc.url_key}`, productPath(doc)]) {
      const html = await (await request.get(path)).text()
      expect(canonicalOf(html), path).toBe(canonical)
      const product = jsonLdNodes(html).find((node) => node['@type'] === 'Product')
      expect(product?.url, path).toBe(canonical)
      expect((product?.offers as { url?: string } | undefined)?.url, path).toBe(canonical)
    }
  })

  test("the sitemap lists each product's canonical URL and no variant address", async ({ request }) => {
    const urls = await sitemapUrls(request)
    const { main } = modelWithVariants()
    expect(urls).toContain(absolute(`/${main.url_key}`))
    expect(urls).toContain(absolute(`/${plainProduct().url_key}`))
    expect(urls.filter((url) => new URL(url).search !== '')).toEqual([])
  })

  test('a listing links to pages whose canonical is the bare url_key', async ({ request }) => {
    const listing = await (await request.get('/vestes-et-blousons')).text()
    const hrefs = [...listing.matchAll(/data-testid="product-card"[\s\S]*?<a [^>]*href="([^"]+)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    )
    expect(hrefs.length).toBeGreaterThan(0)
    const href = hrefs[0]!
    const html = await (await request.get(href)).text()
    expect(canonicalOf(html)).toBe(absolute(new URL(href, E2E.siteUrl).pathname))
  })
})

test.describe('pages shared on social networks', () => {
  test('a product page is an Open Graph product of the named site', async ({ request }) => {
    const html = await (await request.get(productPath(plainProduct()))).text()
    expect(metaOf(html, 'og:type')).toBe('product')
    expect(metaOf(html, 'og:site_name')).toBe(messages.meta.siteName)
  })

  test('the contact page has its canonical link, Open Graph tags and a sitemap entry', async ({ request }) => {
    const html = await (await request.get('/contact')).text()
    const canonical = absolute('/contact')
    expect(canonicalOf(html)).toBe(canonical)
    expect(metaOf(html, 'og:url')).toBe(canonical)
    expect(metaOf(html, 'og:title')).toBeTruthy()
    expect(metaOf(html, 'og:site_name')).toBe(messages.meta.siteName)
    expect(await sitemapUrls(request)).toContain(canonical)
  })
})

test.describe('search results', () => {
  test('crawlers may read /search, which asks them not to index it', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots.split('\n').filter((line) => /^Disallow: \/search\b/.test(line))).toEqual([])
    const html = await (await request.get('/search?q=gants')).text()
    expect(metaOf(html, 'robots')).toMatch(/noindex/)
  })
})

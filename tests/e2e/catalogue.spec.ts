import { expect, test, type APIResponse, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo/accounts'
import { E2E } from '../../playwright.config'
import messages from '../../messages/fr.json' with { type: 'json' }
import {
  allCategories,
  mainOf,
  models,
  pricedModel,
  publicPrice,
  untaxed,
  type Doc,
  type Price,
} from './support/catalogue'

/** The catalogue against the demo stack, with products picked from the demo's search documents. */

const spaces = (text: string | null) => (text ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim()
const euros = (value: number) =>
  spaces(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value))
/** What the price box reads for a price: the amount, or "Prix sur demande". */
const priceLabel = (price: Price) => (untaxed(price) === 0 ? messages.price.onRequest : euros(untaxed(price)))
const stockLabel = (doc: Doc) => {
  const state = doc.product_state.code === 'obsolete' ? 'out_of_stock' : doc.stock?.global?.state
  return state ? messages.product.stock[state as keyof typeof messages.product.stock] : null
}

const priceBox = (page: Page) => page.getByTestId('product').getByTestId('price')
const priceText = async (page: Page) => spaces(await priceBox(page).textContent())

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>
    return Array.isArray(data) ? data : [data]
  })
}

test.describe('the catalogue without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('universes, a universe and a category render complete HTML', async ({ page }) => {
    expect((await page.goto('/univers'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos univers')
    await expect(page.getByRole('main').getByRole('link', { name: /Vêtements de travail/ })).toBeVisible()

    expect((await page.goto('/univers/vetements-de-travail'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vêtements de travail')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Sous-catégories' }).getByRole('link', { name: 'Vestes et blousons' }),
    ).toBeVisible()

    expect((await page.goto('/vestes-et-blousons'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vestes et blousons')
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0)
    await expect(page.getByRole('region', { name: 'Taille' })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E.siteUrl}/vestes-et-blousons`)
    const breadcrumb = (await jsonLd(page)).find((item) => item['@type'] === 'BreadcrumbList')
    expect(breadcrumb?.itemListElement).toHaveLength(3)

    // A filtered listing is kept out of the index but its links are followed.
    await page.goto('/vestes-et-blousons?taille=L')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  })

  test('a product page renders name, price, stock, variants and structured data', async ({ page }) => {
    const { main } = pricedModel()
    const response = await page.goto(`/${main.url_key}?sku=${encodeURIComponent(main.sku!)}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(main.model.name)
    expect(await priceText(page)).toContain(priceLabel(publicPrice(main)))
    await expect(page.getByTestId('stock')).toContainText(stockLabel(main)!)
    await expect(page.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute(
      'href',
      `/product-contact/${main.id}`,
    )
    // Every address of the model names its one URL (docs/product/catalogue.md#product-links).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E.siteUrl}/${main.url_key}`)
    const data = (await jsonLd(page)).find((item) => item['@type'] === 'ProductGroup' || item['@type'] === 'Product')
    const offered = data?.['@type'] === 'ProductGroup' ? (data.hasVariant as Array<Record<string, unknown>>) : [data]
    expect(offered.find((item) => item?.sku === main.sku)?.offers).toMatchObject({
      price: untaxed(publicPrice(main)).toFixed(2),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    })
    expect((await jsonLd(page)).some((item) => item['@type'] === 'BreadcrumbList')).toBe(true)
    const image = page.getByTestId('product').locator('img').first()
    // Every rendering at its width, with the layout's sizes: the browser picks what its screen shows.
    await expect(image).toHaveAttribute('srcset', /-small\.\w+ 160w, .+ 1200w$/)
    await expect(image).toHaveAttribute('sizes', /10rem/)
  })

  test('the variant form works without JavaScript', async ({ page }) => {
    const model = [...models().values()].find(
      (variants) => new Set(variants.map((v) => v.variant_attributes.taille)).size > 2,
    )
    if (!model) throw new Error('no model with several sizes')
    const main = mainOf(model)
    const other = model.find(
      (v) =>
        v.variant_attributes.taille !== main.variant_attributes.taille &&
        Object.entries(main.variant_attributes).every(
          ([axis, value]) => axis === 'taille' || v.variant_attributes[axis] === value,
        ),
    )!
    await page.goto(`/${main.url_key}`)
    await page.getByRole('radio', { name: String(other.variant_attributes.taille), exact: true }).check()
    await page.getByRole('button', { name: 'Afficher cette déclinaison' }).click()
    await expect(page).toHaveURL(new RegExp(`taille=${encodeURIComponent(String(other.variant_attributes.taille))}`))
    await expect(page.getByTestId('product')).toHaveAttribute('data-sku', other.sku!)
  })

  test('search results render without JavaScript', async ({ page }) => {
    expect((await page.goto('/search?q=gants'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « gants »')
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  })

  test('a search lists what the buyer means: gloves before the "wear gloves" signs', async ({ page }) => {
    await page.goto('/search?q=gants')
    const names = await page.getByTestId('product-card').getByRole('heading').allTextContents()
    const firstSign = names.findIndex((name) => name.startsWith('Panneau'))
    expect(names.slice(0, 4).every((name) => name.startsWith('Gant'))).toBe(true)
    expect(firstSign === -1 || names.slice(0, firstSign).every((name) => name.startsWith('Gant'))).toBe(true)
  })

  test('a search never ends on a blank page', async ({ page }) => {
    // An exact sku, typed in lower case, opens its variant.
    const variant = [...models().values()].flat().find((doc) => !doc.main && doc.sku)!
    await page.goto(`/search?q=${encodeURIComponent(variant.sku!.toLowerCase())}`)
    await expect(page).toHaveURL(`${E2E.siteUrl}/${variant.url_key}?sku=${encodeURIComponent(variant.sku!)}`)
    await expect(page.getByTestId('product')).toHaveAttribute('data-sku', variant.sku!)

    // A misspelling that finds nothing shows the corrected search, and says so.
    await page.goto('/search?q=gnats')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « gants »')
    await expect(page.getByText('Aucun produit pour « gnats » : voici les résultats pour « gants ».')).toBeVisible()
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0)

    // Nothing to find: the closest categories, else the universes.
    await page.goto('/search?q=gants%20de%20boxe')
    const closest = page.getByRole('navigation', { name: 'Rayons proches de votre recherche' })
    await expect(closest.getByRole('link').first()).toHaveText(/^Gants /)
    await page.goto('/search?q=tron%C3%A7onneuse')
    const universes = page.getByRole('navigation', { name: 'Parcourez nos univers' })
    await expect(universes.getByRole('link', { name: 'Chaussures de sécurité' })).toHaveAttribute(
      'href',
      '/univers/chaussures-de-securite',
    )
  })

  test('the category plan lists the whole tree', async ({ page }) => {
    expect((await page.goto('/plan-categories'))?.status()).toBe(200)
    const main = page.getByRole('main')
    for (const category of allCategories()) {
      await expect(
        main
          .locator(`a[href="${category.level === 0 ? `/univers/${category.url_key}` : `/${category.url_key}`}"]`)
          .first(),
      ).toBeAttached()
    }
  })
})

/**
 * Where a redirect points. Next 16.4.6 repeats the Location header, with the same value, on the
 * first (uncached) answer of an ISR page that redirects; browsers follow it as one, and so does this.
 */
function locations(response: APIResponse): string[] {
  return [
    ...new Set(
      response
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === 'location')
        .map(({ value }) => value),
    ),
  ]
}

test.describe('status codes', () => {
  test('old keys answer a permanent redirect; unknown handles a 404', async ({ request }) => {
    const moved = [...models().values()].map(mainOf).find((doc) => doc.redirect_url_key.length > 0)
    if (!moved) throw new Error('no product with a redirect_url_key')
    const productResponse = await request.get(`/${moved.redirect_url_key[0]}`, { maxRedirects: 0 })
    expect(productResponse.status()).toBe(308)
    expect(locations(productResponse)).toEqual([`/${moved.url_key}`])

    const category =
      allCategories().find((c) => c.level > 0 && c.redirect_url_key.length > 0) ??
      allCategories().find((c) => c.redirect_url_key.length > 0)
    if (!category) throw new Error('no category with a redirect_url_key')
    const categoryResponse = await request.get(`/${category.redirect_url_key[0]}`, { maxRedirects: 0 })
    expect(categoryResponse.status()).toBe(308)
    expect(locations(categoryResponse)).toEqual([`/${category.url_key}`])

    const universe = allCategories().find((c) => c.level === 0 && c.redirect_url_key.length > 0)
    if (universe) {
      const universeResponse = await request.get(`/univers/${universe.redirect_url_key[0]}`, { maxRedirects: 0 })
      expect(universeResponse.status()).toBe(308)
      expect(locations(universeResponse)).toEqual([`/univers/${universe.url_key}`])
    }

    expect((await request.get(`/produit-inexistant-${Date.now()}`)).status()).toBe(404)
    expect((await request.get('/univers/univers-inexistant')).status()).toBe(404)
  })

  test('robots.txt keeps refined listings out and points to the sitemap index', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /*?*tri=')
    expect(robots).toContain('Disallow: /*?*taille=')
    expect(robots).toContain('Disallow: /account')
    expect(robots).toContain(`Sitemap: ${E2E.siteUrl}/sitemap.xml`)

    const index = await (await request.get('/sitemap.xml')).text()
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
    expect(files.length).toBeGreaterThan(0)
    const first = await (await request.get(new URL(files[0]!).pathname)).text()
    const { main } = pricedModel()
    expect(first).toContain(`<loc>${E2E.siteUrl}/${main.url_key}</loc>`)
    expect(first).toContain(`<loc>${E2E.siteUrl}/univers/vetements-de-travail</loc>`)
  })
})

test.describe('browsing', () => {
  test('home → universe → category → size filter → product → another size updates price and stock', async ({
    page,
  }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Univers' })
      .getByRole('link', { name: 'Vêtements de travail', exact: true })
      .click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/univers/vetements-de-travail`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vêtements de travail')

    await page
      .getByRole('navigation', { name: 'Sous-catégories' })
      .getByRole('link', { name: 'Vestes et blousons' })
      .click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/vestes-et-blousons`)

    await page.getByRole('region', { name: 'Taille' }).getByRole('link', { name: /^L\b/ }).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/vestes-et-blousons?taille=L`)
    await expect(page.getByRole('region', { name: 'Taille' }).getByRole('link', { name: /^L\b/ })).toHaveAttribute(
      'data-active',
      'true',
    )

    const card = page.getByTestId('product-card').first()
    const href = (await card.getByRole('link').getAttribute('href'))!
    await card.getByRole('link').click()
    await expect(page).toHaveURL(`${E2E.siteUrl}${href}`)

    const url = new URL(href, E2E.siteUrl)
    const variants = models().get(decodeURIComponent(url.pathname.slice(1)))!
    const current = variants.find((v) => v.sku === url.searchParams.get('sku'))!
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(current.model.name)
    await expect.poll(() => priceText(page)).toContain(priceLabel(publicPrice(current)))

    // Another size in the same colour, preferably with another price, else another stock state.
    const siblings = variants.filter(
      (v) =>
        v.variant_attributes.taille !== current.variant_attributes.taille &&
        Object.entries(current.variant_attributes).every(
          ([axis, value]) => axis === 'taille' || v.variant_attributes[axis] === value,
        ),
    )
    const target =
      siblings.find((v) => priceLabel(publicPrice(v)) !== priceLabel(publicPrice(current))) ??
      siblings.find((v) => stockLabel(v) !== stockLabel(current)) ??
      siblings[0]
    if (!target) throw new Error(`${current.url_key} has a single size`)

    await page.getByRole('radio', { name: String(target.variant_attributes.taille), exact: true }).check()
    await expect(page).toHaveURL(`${E2E.siteUrl}/${target.url_key}?sku=${encodeURIComponent(target.sku!)}`)
    await expect(page.getByTestId('product')).toHaveAttribute('data-sku', target.sku!)
    await expect.poll(() => priceText(page)).toContain(priceLabel(publicPrice(target)))
    await expect(page.getByTestId('stock')).toContainText(stockLabel(target)!)
    await expect(page.getByRole('radio', { name: String(target.variant_attributes.taille), exact: true })).toBeChecked()
  })

  test('a zero-priced product reads "Prix sur demande" and offers no price to search engines', async ({ page }) => {
    const zero = [...models().values()].map(mainOf).find((doc) => untaxed(publicPrice(doc)) === 0)
    if (!zero) throw new Error('no zero-priced product in the demo catalogue')
    await page.goto(`/${zero.url_key}`)
    await expect(priceBox(page)).toHaveText('Prix sur demande')
    // A Product without an offer is invalid: the variant is simply not among the products offered.
    const offered = (await jsonLd(page)).flatMap((item) =>
      item['@type'] === 'ProductGroup'
        ? (item.hasVariant as Array<Record<string, unknown>>)
        : item['@type'] === 'Product'
          ? [item]
          : [],
    )
    expect(offered.map((item) => item.sku)).not.toContain(zero.sku)
    expect(offered.every((item) => item.offers)).toBe(true)
  })

  test('search with the autocomplete, by keyboard only', async ({ page }) => {
    await page.goto('/')
    const box = page.getByRole('combobox', { name: 'Rechercher un produit, une référence' })
    await box.focus()
    await box.pressSequentially('gant', { delay: 60 })
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const listbox = page.getByRole('listbox', { name: 'Suggestions de recherche' })
    await expect(listbox.getByRole('option').first()).toBeVisible()

    await box.press('ArrowDown')
    const activeId = await box.getAttribute('aria-activedescendant')
    expect(activeId).toBeTruthy()
    const option = page.locator(`[id="${activeId}"]`)
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await box.press('Enter')
    await expect(page).not.toHaveURL(/\/search/)
    await expect(page).not.toHaveURL(`${E2E.siteUrl}/`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // Escape closes the list; Enter then searches the typed text.
    await box.fill('')
    await box.pressSequentially('gants', { delay: 60 })
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await box.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await box.press('Enter')
    await expect(page).toHaveURL(`${E2E.siteUrl}/search?q=gants`)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
  })
})

/**
 * Depends on the sign-in issue (shop login page button, then the identity provider's form) and on
 * GET prices: if the sign-in flow changes, adjust `signIn` only.
 */
test.describe('signed-in prices', () => {
  const claire = DEMO_ACCOUNTS.find((account) => account.role === 'pro')!

  async function signIn(page: Page, target: string) {
    await page.goto(`/account/login?target=${encodeURIComponent(target)}`)
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    await expect(page).toHaveURL((url) => url.port === String(E2E.ports.idp))
    await page.getByLabel('Adresse e-mail').fill(claire.login)
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  }

  test("a buyer whose role is not default sees the role's own price after hydration, until signing out", async ({
    page,
  }) => {
    const { main } = pricedModel()
    const own = main.price[claire.role]!
    expect(priceLabel(own)).not.toBe(priceLabel(publicPrice(main)))
    const target = `/${main.url_key}?sku=${encodeURIComponent(main.sku!)}`
    await signIn(page, target)
    await expect(page).toHaveURL(`${E2E.siteUrl}${target}`)
    await expect(priceBox(page)).toHaveAttribute('data-price-source', 'customer')
    await expect.poll(() => priceText(page)).toContain(priceLabel(own))

    // The server HTML stays public: the page source never carries the buyer's price.
    const html = await (await page.request.get(target)).text()
    expect(html).not.toContain(own.value.toFixed(2).replace('.', ','))

    // Signing out forgets the buyer's prices: the same page shows the public price again.
    await page.getByRole('button', { name: 'Se déconnecter' }).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/`)
    await page.goto(target)
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible()
    await expect(priceBox(page)).toHaveAttribute('data-price-source', 'public')
    await expect.poll(() => priceText(page)).toContain(priceLabel(publicPrice(main)))
  })
})

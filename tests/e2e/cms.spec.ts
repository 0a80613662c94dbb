import { expect, test, type Page } from '@playwright/test'
import { BLOCK_TYPES, GENERIC_BLOCK_TYPE } from '../../lib/cms/schemas'
import { E2E } from '../../playwright.config'

/** The demo CMS's pages (demo/cms/content.ts): their title, their h1 and their blocks, in order. */
const PAGES = [
  {
    path: '/',
    title: 'Équipro : vêtements de travail et EPI pour les pros',
    h1: 'Équipez vos équipes, simplement',
    blocks: [
      'sections.hero',
      'sections.banner-text',
      'sections.categories-list',
      'sections.products-by-four',
      'sections.slider-image-text',
      'sections.banner-video-text-button',
      'sections.slider-three-images',
      'sections.image-banner',
      'sections.banner-two-images',
      'sections.products',
      'sections.cards',
      'sections.title-text',
    ],
  },
  {
    path: '/qui-sommes-nous',
    title: 'Qui sommes-nous ? | Équipro',
    h1: 'Une entreprise familiale au service des métiers',
    blocks: [
      'sections.title-text',
      'sections.text-image',
      'sections.image-banner',
      'sections.text-image',
      'sections.embed',
      'sections.cards',
      'sections.slider-two-images',
    ],
  },
  {
    path: '/nos-services',
    title: 'Marquage, dotation, devis : nos services | Équipro',
    h1: 'Bien plus que des produits',
    blocks: [
      'sections.hero',
      'sections.banner-image-text',
      'sections.banner-image-text',
      'sections.slider-grid-three-images-text',
      'sections.banner-video',
      'sections.banner-text',
    ],
  },
  {
    path: '/livraison-et-retours',
    title: 'Livraison et retours | Équipro',
    h1: 'Livraison et retours',
    blocks: ['sections.title-text', 'sections.text', 'sections.text-image', 'sections.banner-text'],
  },
  {
    path: '/marches-publics',
    title: 'Marchés publics et collectivités | Équipro',
    h1: 'Acheteurs publics, commandez en toute conformité',
    blocks: [
      'sections.hero',
      'sections.cards',
      'sections.text-image',
      'sections.products',
      'sections.banner-image-text',
    ],
  },
  {
    path: '/conditions-generales-de-vente',
    title: 'Conditions générales de vente | Équipro',
    h1: 'Conditions générales de vente',
    blocks: ['sections.title-text', 'sections.banner-text', 'sections.text'],
  },
  {
    path: '/mentions-legales',
    title: 'Mentions légales | Équipro',
    h1: 'Mentions légales',
    blocks: ['sections.text'],
  },
  {
    path: '/test-assainissement',
    title: 'Test d’assainissement du contenu',
    h1: 'Page de test technique',
    blocks: ['sections.title-text', 'sections.text', 'generic'],
  },
] as const

const blocksOf = (page: Page) =>
  page
    .locator('main [data-block]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-block')))

test.describe('CMS pages rendered on the server', () => {
  test.use({ javaScriptEnabled: false })

  for (const cms of PAGES) {
    test(`${cms.path} is complete without JavaScript`, async ({ page }) => {
      const response = await page.goto(cms.path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(cms.title)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toHaveText(cms.h1)
      expect(await blocksOf(page)).toEqual(cms.blocks)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(cms.path, E2E.siteUrl).href)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
    })
  }

  test('the pages visited cover every block type the CMS schema knows, and the unknown one', () => {
    const types = new Set<string>(PAGES.flatMap((cms) => cms.blocks))
    expect([...types].sort()).toEqual([...BLOCK_TYPES, GENERIC_BLOCK_TYPE].sort())
  })

  test('the home page shows real catalogue content in its blocks', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('[data-block="sections.categories-list"] a')).toHaveCount(6)
    await expect(page.locator('[data-block="sections.categories-list"] a').first()).toHaveAttribute(
      'href',
      /^\/univers\//,
    )
    await expect(page.locator('[data-block="sections.products-by-four"] [data-testid="product-card"]')).toHaveCount(4)
    expect(await page.locator('[data-block="sections.products"] [data-testid="product-card"]').count()).toBeGreaterThan(
      0,
    )
    await expect(
      page.locator('[data-block="sections.slider-three-images"] [aria-roledescription="diapositive"]'),
    ).toHaveCount(2)
    await expect(page.locator('[data-block="sections.slider-three-images"]')).toContainText(/Réf\. \S+/)
    // Without JavaScript: the poster and the player's controls, nothing playing or downloading by itself.
    // (The one video on screen: the page's scripted player is hidden where scripts do not run.)
    const video = page.locator('[data-block="sections.banner-video-text-button"] video').locator('visible=true')
    await expect(video).not.toHaveAttribute('autoplay')
    await expect(video).toHaveAttribute('preload', 'none')
    await expect(video).toHaveAttribute('controls', '')
    await expect(video).toHaveAttribute('playsinline', '')
    await expect(video.locator('source[media="(max-width: 767px)"]')).toHaveAttribute('type', 'video/webm')
    await expect(video).toHaveAttribute('poster', new RegExp(`^http://localhost:${E2E.ports.cms}/`))
  })

  test('the test page stays out of search engines', async ({ page }) => {
    await page.goto('/test-assainissement')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('an unknown path is still a 404', async ({ page }) => {
    const response = await page.goto('/cette-page-n-existe-nulle-part')
    expect(response?.status()).toBe(404)
  })
})

test.describe('CMS pages in the browser', () => {
  for (const path of ['/', '/qui-sommes-nous', '/nos-services', '/livraison-et-retours', '/marches-publics']) {
    test(`${path}: every visible CMS image loads`, async ({ page }) => {
      await page.goto(path)
      const images = page.locator('main [data-block] img:visible')
      const count = await images.count()
      expect(count).toBeGreaterThan(0)
      for (let index = 0; index < count; index++) {
        const image = images.nth(index)
        await image.scrollIntoViewIfNeeded()
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
            message: (await image.getAttribute('src')) ?? '',
          })
          .toBe(true)
      }
    })
  }

  test('hostile CMS HTML never runs', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/test-assainissement')
    await page.waitForLoadState('load')
    const text = page.locator('[data-block="sections.text"]')
    await expect(text.getByRole('heading', { name: 'Contenu autorisé' })).toBeVisible()
    await text.getByText('Paragraphe avec un gestionnaire de clic.').click()
    await text.getByText('Lien javascript:').click()
    expect(await page.evaluate(() => (window as unknown as { __cmsXss?: unknown }).__cmsXss)).toBeUndefined()
    expect(dialogs).toEqual([])
    expect(await text.locator('script, iframe, svg, form, input, style').count()).toBe(0)
    const attributes = await text
      .locator('*')
      .evaluateAll((elements) => elements.flatMap((element) => element.getAttributeNames()))
    expect(attributes.filter((name) => name.startsWith('on') || name === 'style')).toEqual([])
    expect(await page.content()).not.toContain('window.__cmsXss = "script"')
  })

  test('sliders are keyboard operable and say which slide shows', async ({ page }) => {
    await page.goto('/')
    const slider = page.locator('[data-block="sections.slider-three-images"]')
    const next = slider.getByRole('button', { name: 'Diapositive suivante' })
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(slider.getByRole('group', { name: '2 sur 2' })).toBeVisible()
    await expect(slider.getByRole('group', { name: '1 sur 2', includeHidden: true })).toBeHidden()
  })

  test('the header slider shows the CMS messages; the new-tab link opens safely', async ({ page }) => {
    await page.goto('/')
    const slider = page.getByRole('region', { name: 'Informations de la boutique' })
    await expect(slider).toBeVisible()
    await slider.getByRole('button', { name: 'Message précédent' }).click()
    const external = slider.getByRole('link', { name: /le guide de l’INRS/ })
    await expect(external).toBeVisible()
    await expect(external).toHaveAttribute('href', 'https://www.inrs.fr/')
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', 'noopener')
    await slider.getByRole('button', { name: 'Message suivant' }).click()
    await expect(slider.getByRole('link', { name: 'Livraison offerte dès 150 € HT de commande' })).toBeVisible()
  })
})

test.describe('the home video', () => {
  const video = (page: Page) => page.locator('[data-block="sections.banner-video-text-button"] video')
  const paused = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.paused)

  test('plays by itself on a wide screen, muted, and stops with its pause button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await expect.poll(() => paused(page)).toBe(false)
    await expect(video(page)).not.toHaveAttribute('controls')
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
    await page.getByRole('button', { name: 'Mettre la vidéo en pause' }).click()
    await expect.poll(() => paused(page)).toBe(true)
    await page.getByRole('button', { name: 'Lire la vidéo' }).click()
    await expect.poll(() => paused(page)).toBe(false)
  })

  test('waits for a tap on a phone, then plays with the player controls', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Lire la vidéo' })).toBeVisible()
    expect(await paused(page)).toBe(true)
    // Nothing downloads before the tap, and the player's controls are not drawn on the first screen.
    expect(
      await video(page).evaluate((element: HTMLVideoElement) => element.networkState === element.NETWORK_LOADING),
    ).toBe(false)
    await expect(video(page)).not.toHaveAttribute('controls')
    await page.getByRole('button', { name: 'Lire la vidéo' }).click()
    await expect.poll(() => paused(page)).toBe(false)
    await expect(video(page)).toHaveAttribute('controls', '')
  })
})

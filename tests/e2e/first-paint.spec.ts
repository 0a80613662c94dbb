import { expect, test } from '@playwright/test'
import { firstVisitPages } from './support/catalogue'

/**
 * What a first visit's first frame waits for, as the server sends it (docs/adr/0024-largest-contentful-paint.md):
 * the page's styles travel in its HTML, so the first frame, the cookie banner's first layer with it, waits
 * for no stylesheet request; and the home page's opening picture, its largest paint on a phone, is asked
 * for ahead of the other images.
 */

const catalogue = firstVisitPages()

for (const { name, path } of catalogue) {
  test(`${name}: the first frame waits for no stylesheet, the page's styles come in its HTML`, async ({ request }) => {
    const head = (await (await request.get(path)).text()).split('</head>')[0]!
    expect(head.match(/<link rel="stylesheet"[^>]*>/g) ?? []).toEqual([])
    const styles = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!)
    // The skip link's rule (app/globals.css), in the styles every page needs.
    expect(styles.some((css) => css.includes('.skip-link'))).toBe(true)
  })
}

test('home: the opening picture is asked for ahead of the other images, and painted with its frame', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  const head = html.split('</head>')[0]!
  const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
  expect(preloads.length).toBeGreaterThan(0)
  expect(preloads[0]).toContain('fetchPriority="high"')
  expect(preloads.slice(1).filter((link) => link.includes('fetchPriority="high"'))).toEqual([])

  await page.goto('/')
  const hero = page.locator('[data-block="sections.hero"] img')
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  await expect(hero).toHaveAttribute('decoding', 'sync')
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true)
})

test('a page reached by a link uses the styles the first page brought, without downloading them again', async ({
  page,
}) => {
  const sheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  const inlined = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].flatMap((style) =>
      (style.dataset.href ?? '').split(' '),
    ),
  )
  expect(inlined.length).toBeGreaterThan(0)
  await page.getByRole('link', { name: 'Découvrir nos univers' }).click()
  await expect(page).toHaveURL(/\/univers$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Moved off screen by app/globals.css until it has the focus.
  await expect(page.locator('.skip-link')).not.toBeInViewport()
  expect(sheets.filter((sheet) => inlined.includes(sheet))).toEqual([])
})

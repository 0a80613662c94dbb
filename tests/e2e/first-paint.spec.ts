import { expect, test } from '@playwright/test'
import { firstVisitPages } from './support/catalogue'

/**
 * What a first visit's first frame waits for, as the server sends it: the page's styles are files the
 * browser keeps, not text repeated in every page's HTML and router data, which cost the main thread more
 * than the stylesheet request they saved (docs/adr/0030-styles-as-files.md); and the home page's opening
 * picture, its largest paint on a phone, is asked for ahead of the other images
 * (docs/adr/0024-largest-contentful-paint.md).
 */

const catalogue = firstVisitPages()

for (const { name, path } of catalogue) {
  test(`${name}: the page's styles come as files, and its HTML carries no copy of them`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const head = html.split('</head>')[0]!
    const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!)
    expect(sheets.length).toBeGreaterThan(0)
    const css = await Promise.all(sheets.map(async (sheet) => (await request.get(sheet)).text()))
    // The skip link's rule (app/globals.css), in the styles every page needs, from a file.
    expect(css.some((text) => text.includes('.skip-link'))).toBe(true)
    expect(html).not.toContain('.skip-link{')
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
  await page.waitForLoadState('load')
  const first = [...sheets]
  expect(first.length).toBeGreaterThan(0)
  await page.getByRole('link', { name: 'Découvrir nos univers' }).click()
  await expect(page).toHaveURL(/\/univers$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Moved off screen by app/globals.css until it has the focus.
  await expect(page.locator('.skip-link')).not.toBeInViewport()
  expect(sheets.slice(first.length).filter((sheet) => first.includes(sheet))).toEqual([])
})

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import messages from '../../messages/fr.json' with { type: 'json' }
import { pricedModel, productPath } from './support/catalogue'
import { signIn } from './support/session'

/**
 * WCAG 2.2 AA (the base of RGAA) checked by axe-core on every page template, in the state a buyer meets
 * it: forms showing their errors, the cookie preferences open, a signed-in buyer's pages.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Headings that skip a level (an `h1` then `h3`) lose screen-reader users who move from heading to
 * heading; axe files that rule under best practices rather than WCAG, so it is turned on by name beside
 * the WCAG tags (an enabled rule runs whatever its tags), in the same pass.
 */
const STRUCTURE_RULES = { 'heading-order': { enabled: true } }

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: STRUCTURE_RULES })
    .withTags(WCAG_TAGS)
    .analyze()
  const readable = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(readable).toEqual([])
}

const publicPages: Array<[string, () => string]> = [
  ['home', () => '/'],
  ['universe list', () => '/univers'],
  ['universe', () => '/univers/vetements-de-travail'],
  ['category with its facets and a refinement', () => '/vestes-et-blousons?taille=L'],
  ['product', () => productPath(pricedModel().main)],
  ['search results', () => '/search?q=gants'],
  ['CMS page', () => '/qui-sommes-nous'],
  ['accessibility statement', () => '/accessibilite'],
  ['empty cart', () => '/cart'],
  ['login', () => '/account/login'],
  ['404', () => '/cette-page-nexiste-pas'],
]

/**
 * The page asked for, not an error page standing in for it (axe would pass an error page just as well):
 * its status, its one `h1`, and the error view only where a 404 is expected.
 */
async function expectRendered(page: Page, name: string, path: string) {
  const response = await page.goto(path)
  const notFound = name === '404'
  expect(response?.status(), path).toBe(notFound ? 404 : 200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  if (notFound) await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.error['404'].title)
  else await expect(page.locator('#error-title')).toHaveCount(0)
}

// Run at both sizes: the desktop project and the phone one (390 × 844).
test.describe('accessibility (axe, WCAG 2.2 AA)', { tag: '@phone' }, () => {
  // Axe judges what is on screen: staggered cards caught mid fade-in would read as low contrast.
  test.use({ reducedMotion: 'reduce' })

  for (const [name, path] of publicPages) {
    test(`${name} page`, async ({ page }) => {
      await expectRendered(page, name, path())
      await page.waitForLoadState('networkidle')
      await expectNoViolations(page)
    })
  }

  test('the accessibility statement is linked from every page with its compliance status', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité : partiellement conforme' }).click()
    await expect(page).toHaveURL(/\/accessibilite$/)
    await expect(page.getByRole('main')).toContainText('partiellement conforme')
    await expect(page.getByRole('main')).toContainText('Défenseur des droits')
  })

  test('contact form showing its errors', async ({ page }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: messages.lead.submit }).click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
    await expectNoViolations(page)
  })

  test('registration form showing its errors', async ({ page }) => {
    await page.goto('/account/register')
    await page.getByRole('button', { name: messages.auth.register.submit }).click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
    await expectNoViolations(page)
  })

  test('cookie banner and preferences', async ({ page, context }) => {
    // vanilla-cookieconsent stays silent for automated browsers; this test is a first-time visitor.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })
    })
    await page.goto('/')
    const banner = page.getByRole('dialog', { name: 'Consentement aux cookies' })
    await expect(banner).toBeVisible()
    await expectNoViolations(page)
    await banner.getByRole('button', { name: 'Gérer les cookies' }).click()
    await expect(page.getByRole('dialog', { name: 'Gérer les cookies' })).toBeVisible()
    await expectNoViolations(page)
  })

  test('signed-in account profile', async ({ page }) => {
    await signIn(page, 'claire.martin@exemple.fr', '/account/profile')
    await expect(page.getByRole('main')).toContainText('claire.martin@exemple.fr')
    await expectNoViolations(page)
  })

  // A manager sees every account page (contacts, members, the unit's request lines, lists) with seeded data.
  test('every account page, the cart and the checkout of a manager', async ({ page }) => {
    test.setTimeout(180_000)
    await signIn(page, 'sophie.lefevre@exemple.fr', '/account')
    for (const path of [
      '/account',
      '/account/addresses',
      '/account/contacts',
      '/account/members',
      '/account/invoices',
      '/account/quotations',
      '/account/sales',
      '/account/sales-lines',
      '/account/request-lines',
      '/account/lists',
      '/cart',
      '/checkout',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0)
      await test.step(path, () => expectNoViolations(page))
    }
    // A list's page, reached as the manager would, from the lists.
    await page.goto('/account/lists')
    await page.getByRole('link', { name: 'Kit nouvel arrivant', exact: true }).click()
    await expect(page.getByTestId('list-line').first()).toBeVisible()
    await test.step('/account/lists/:id', () => expectNoViolations(page))
  })
})

import { expect, test, type Locator, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../../demo/accounts'
import { E2E } from '../../playwright.config'
import { apiSession } from './support/cart'
import { pricedModel } from './support/catalogue'
import { idpOrigin, orderSystemOrigin } from './support/session'

/**
 * WCAG 2.2 AA 2.1.1 (Keyboard), 2.4.7 (Focus Visible) and 2.4.11 (Focus Not Obscured): a
 * buyer goes from the home page to a paid order with the keyboard alone (the only `goto` is the first
 * page), and every place the focus lands is checked: a focus indicator is drawn, and the element is on
 * screen with nothing (cookie banner, toast, header) drawn over its centre.
 */

const claire = DEMO_ACCOUNTS.find((account) => account.kind === 'user')!
const shopServerOrigin = `http://localhost:${E2E.ports.shopServer}`
const MAX_TABS = 80

/** What the focused element shows, read in the page; null when nothing has the focus. */
interface FocusReport {
  element: string
  indicator: boolean
  onScreen: boolean
  coveredBy: string | null
}

function readFocus(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const describe = (node: Element) => {
      const name = (node.getAttribute('aria-label') ?? node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)
      return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}> « ${name} »`
    }
    const element = document.activeElement
    if (!element || element === document.body || element === document.documentElement) return null
    const style = getComputedStyle(element)
    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour)
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor)
    const indicator = element.matches(':focus-visible') && (outline || style.boxShadow !== 'none')

    // The part of the element inside the viewport; an element taller than the viewport needs only be on it.
    const box = element.getBoundingClientRect()
    const top = Math.max(box.top, 0)
    const bottom = Math.min(box.bottom, window.innerHeight)
    const left = Math.max(box.left, 0)
    const right = Math.min(box.right, window.innerWidth)
    // Scrolled in "nearest", an edge may overshoot the viewport by a fraction of a pixel.
    const whole =
      box.top > -1 && box.left > -1 && box.bottom < window.innerHeight + 1 && box.right < window.innerWidth + 1
    const onScreen =
      box.width > 0 && box.height > 0 && bottom > top && right > left && (whole || box.height > window.innerHeight)
    const hit = onScreen ? document.elementFromPoint((left + right) / 2, (top + bottom) / 2) : null
    const coveredBy = hit && hit !== element && !element.contains(hit) ? describe(hit) : null
    const where = `${describe(element)} [${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)} dans ${window.innerWidth}×${window.innerHeight}]`
    return { element: where, indicator, onScreen, coveredBy }
  })
}

/** The focus is on an element that shows it, on screen and not under anything. */
function expectShown(focus: FocusReport | null): string {
  expect(focus, 'rien n’a le focus').not.toBeNull()
  const { element, indicator, onScreen, coveredBy } = focus!
  expect(indicator, `${element} n’a pas d’indicateur de focus visible`).toBe(true)
  expect(onScreen, `${element} a le focus hors de l’écran`).toBe(true)
  expect(coveredBy, `${element} a le focus sous ${coveredBy}`).toBeNull()
  return element
}

const expectVisibleFocus = async (page: Page) => expectShown(await readFocus(page))

const isFocused = (target: Locator) =>
  target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))

/**
 * Presses Tab until one of `target`'s elements has the focus, checking the focus after every press.
 * Between the end of the page and its start the focus may leave the document for a press.
 */
async function tabTo(page: Page, target: Locator, { max = MAX_TABS } = {}) {
  await expect(target.first()).toBeAttached()
  const path: string[] = []
  for (let count = 0; count < max; count += 1) {
    await page.keyboard.press('Tab')
    const focus = await readFocus(page)
    path.push(focus === null ? '(document)' : expectShown(focus))
    if (await isFocused(target)) return
  }
  throw new Error(`${target} toujours sans focus après ${max} appuis sur Tab :\n${path.join('\n')}`)
}

/** Presses a key that moves the focus or the selection, then checks the focus. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key)
  await expectVisibleFocus(page)
}

const main = (page: Page) => page.getByRole('main')
const group = (page: Page, name: string) => main(page).getByRole('group', { name, exact: true })

/**
 * In a radio group whose choice goes to the order system: Tab into it, then the arrows until `option`
 * is checked. Each radio checked on the way is sent, and its answer awaited before the next arrow.
 */
async function chooseSentRadio(page: Page, groupName: string, option: RegExp) {
  const wanted = group(page, groupName).getByRole('radio', { name: option })
  const saving = main(page).getByText('Enregistrement de votre choix…')
  const sent = async (key: string) => {
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().startsWith(orderSystemOrigin),
    )
    await press(page, key)
    await answered
    await expect(saving).toHaveCount(0)
  }
  await tabTo(page, group(page, groupName).getByRole('radio'))
  for (let step = 0; step < 10 && !(await isFocused(wanted)); step += 1) await sent('ArrowDown')
  await expect(wanted).toBeFocused()
  if (!(await wanted.isChecked())) await sent('Space')
  await expect(wanted).toBeChecked()
}

test.describe('keyboard only', () => {
  // vanilla-cookieconsent stays silent for automated browsers; this buyer is a first-time visitor.
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false })
    })
  })

  test('from the home page to a paid order, the focus always visible and never covered', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(240_000)
    const api = await apiSession(playwright, claire)
    const { main: product } = pricedModel()
    const skipLink = page.getByRole('link', { name: 'Aller au contenu principal' })
    const header = page.getByRole('banner')

    await page.goto('/')

    // The banner takes the focus; refusing is as quick as accepting.
    const consent = page.getByRole('dialog', { name: 'Consentement aux cookies' })
    await expect(consent).toBeVisible()
    await expect.poll(() => consent.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await tabTo(page, consent.getByRole('button', { name: 'Refuser', exact: true }), { max: 6 })
    await page.keyboard.press('Enter')
    await expect(consent).toBeHidden()

    // Signing in, from the top of the page: the header's link, the shop's button, the provider's form.
    await tabTo(page, skipLink, { max: 1 })
    await tabTo(page, header.getByRole('link', { name: 'Se connecter', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/account\/login\?target=%2F$/)
    await tabTo(page, main(page).getByRole('button', { name: 'Se connecter', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.origin === idpOrigin)
    await expect(page.getByLabel('Adresse e-mail')).toBeFocused()
    await page.keyboard.type(claire.login)
    await tabTo(page, page.getByLabel('Mot de passe'), { max: 1 })
    await page.keyboard.type(claire.password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${E2E.siteUrl}/`)
    await expect(header.getByRole('button', { name: 'Se déconnecter' })).toBeVisible()

    // The skip link comes first and shows itself; the search box follows the logo.
    await tabTo(page, skipLink, { max: 1 })
    await tabTo(page, header.getByRole('combobox', { name: 'Rechercher un produit, une référence' }))
    await page.keyboard.type(product.model.name)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(
      (url) => url.pathname === '/search' && url.searchParams.get('q') === product.model.name,
    )

    // On the results, the skip link leads past the header to the product.
    await tabTo(page, skipLink, { max: 1 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#contenu$/)
    const result = main(page).getByRole('link', { name: product.model.name, exact: true }).first()
    await tabTo(page, result)
    await page.keyboard.press('Enter')
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText(product.model.name)

    // Two of it, added without losing the focus, then the cart.
    const form = page.getByTestId('add-to-cart')
    const quantity = form.getByRole('spinbutton', { name: 'Quantité' })
    const add = form.getByRole('button', { name: 'Ajouter au panier' })
    await expect(add).toBeEnabled()
    await tabTo(page, quantity)
    await press(page, 'ArrowUp')
    await expect(quantity).toHaveValue('2')
    await tabTo(page, add, { max: 1 })
    await page.keyboard.press('Enter')
    await expect(form.getByText('2 articles ajoutés au panier.')).toBeVisible()
    await expect(add).toBeFocused()
    await expectVisibleFocus(page)
    await tabTo(page, form.getByRole('link', { name: 'Voir le panier' }), { max: 1 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${E2E.siteUrl}/cart`)

    await tabTo(page, main(page).getByRole('link', { name: 'Commander' }))
    await page.keyboard.press('Enter')
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Validation de la commande')
    const label = main(page).getByText(/^Panier S\d+$/)
    await expect(label).toBeVisible()
    const name = (await label.textContent())!.replace('Panier ', '')

    // Delivered to another address than the default one, by the first carrier, paid by card.
    await chooseSentRadio(page, 'Adresse de livraison', /^Dépôt de Villeurbanne/)
    await chooseSentRadio(page, 'Mode de livraison', /^Colissimo Entreprise/)
    // Tab enters a radio group on its checked radio: the first provider, preselected.
    const byCard = group(page, 'Moyen de paiement').getByRole('radio', { name: /^Carte bancaire \(démo\)/ })
    await tabTo(page, byCard)
    await expect(byCard).toBeChecked()
    await tabTo(page, main(page).getByRole('button', { name: /^Payer / }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.origin === shopServerOrigin && url.pathname.startsWith('/demo-payment/'))
    await tabTo(page, page.getByRole('button', { name: 'Payer', exact: true }), { max: 3 })
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL((url) =>
      url.href.startsWith(`${E2E.siteUrl}/checkout/validated?status=success&reference=${name}-`),
    )
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Commande validée')
    await expect(main(page).getByText(`Référence de votre commande : ${name}`)).toBeVisible()

    // The order system has the order as chosen.
    const sales = await api.get(`${orderSystemOrigin}/sales?name=${name}`)
    expect(sales.ok()).toBe(true)
    const { items } = (await sales.json()) as {
      items: Array<{
        name: string
        state: string
        lines: Array<{ qty: number; is_delivery: boolean; product: { url_key: string | null } | null }>
        delivery: { address: { name: string }; selected_carrier: { name: string } }
      }>
    }
    const order = items.find((sale) => sale.name === name)
    expect(order?.state).toBe('processing')
    expect(order?.delivery.address.name).toBe('Dépôt de Villeurbanne')
    expect(order?.delivery.selected_carrier.name).toMatch(/^Colissimo Entreprise/)
    expect(order?.lines.filter((line) => !line.is_delivery)).toEqual([
      expect.objectContaining({ qty: 2, product: expect.objectContaining({ url_key: product.url_key }) }),
    ])
    await api.dispose()
  })

  test('the cookie banner keeps the focus until answered, so nothing focused can be under it', async ({ page }) => {
    await page.goto('/')
    const consent = page.getByRole('dialog', { name: 'Consentement aux cookies' })
    await expect(consent).toBeVisible()
    await expect.poll(() => consent.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)

    // Twice round its four buttons, forwards then backwards, without reaching the page behind it.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step < 8; step += 1) {
        await press(page, key)
        expect(await consent.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
      }
    }
    // Closing it is refusing; the page then starts from its first element.
    await tabTo(page, consent.getByRole('button', { name: 'Continuer sans accepter' }), { max: 4 })
    await page.keyboard.press('Enter')
    await expect(consent).toBeHidden()
    await tabTo(page, page.getByRole('link', { name: 'Aller au contenu principal' }), { max: 1 })
  })
})

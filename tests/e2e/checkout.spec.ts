import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo/accounts'
import { E2E } from '../../playwright.config'
import { syncCart } from './support/cart'
import { allProducts, pricedModel, productPath, untaxed, type Doc } from './support/catalogue'
import { orderSystemOrigin, signIn } from './support/session'

/**
 * The checkout against the demo stack: addresses, carrier, relay point, the demo payment provider's
 * page (success and refusal), and a "Prix sur demande" cart sent for a quotation. Claire (a plain
 * professional buyer, price list `pro`) has her cart emptied through the order system first, so runs
 * are independent of each other and of the other specs.
 */

const claire = DEMO_ACCOUNTS.find((account) => account.kind === 'user')!
const shopServerOrigin = `http://localhost:${E2E.ports.shopServer}`

/** A sellable product Claire sees priced zero ("Prix sur demande"), for the quotation journey. */
function onRequestProduct(): Doc {
  const doc = allProducts().find(
    (d) => d.product_state.code === 'sellable' && d.price[claire.role] && untaxed(d.price[claire.role]!) === 0,
  )
  if (!doc) throw new Error('no product on request in the demo catalogue')
  return doc
}

/**
 * A shop session for Claire in the browser context (the order system's password sign-in sets the
 * shared session cookie), used to empty her cart, then `items` added to it, before any page loads.
 */
async function prepareCart(context: BrowserContext, items: Array<{ doc: Doc; qty: number }> = []) {
  const login = await context.request.post(`${orderSystemOrigin}/auth/login`, {
    data: { login: claire.login, password: DEMO_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  const current = await syncCart(context.request, [])
  const products = current?.lines.filter((line) => !line.is_delivery) ?? []
  if (products.length > 0) {
    await syncCart(
      context.request,
      products.map((line) => ({ product_id: line.product_id, qty: -line.qty, options: line.options })),
    )
  }
  if (items.length > 0)
    await syncCart(
      context.request,
      items.map(({ doc, qty }) => ({ product_id: doc.id, qty })),
    )
}

const main = (page: Page) => page.getByRole('main')
const group = (page: Page, name: string) => main(page).getByRole('group', { name, exact: true })

/** The cart's name as the checkout's summary shows it ("Panier S02401"). */
async function cartName(page: Page): Promise<string> {
  const label = main(page).getByText(/^Panier S\d+$/)
  await expect(label).toBeVisible()
  return (await label.textContent())!.replace('Panier ', '')
}

/** Home delivery by the first carrier: the addresses the cart starts with are complete. */
async function chooseHomeDelivery(page: Page) {
  const carrier = group(page, 'Mode de livraison').getByRole('radio', { name: /^Colissimo Entreprise/ })
  await carrier.click()
  await expect(carrier).toBeChecked()
}

/** From the checkout to the demo provider's page, paying by card. */
async function payByCard(page: Page) {
  const card = group(page, 'Moyen de paiement').getByRole('radio', { name: /^Carte bancaire \(démo\)/ })
  await card.click()
  await expect(card).toBeChecked()
  await main(page)
    .getByRole('button', { name: /^Payer / })
    .click()
  await expect(page).toHaveURL((url) => url.origin === shopServerOrigin && url.pathname.startsWith('/demo-payment/'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement sécurisé')
}

test.describe('checkout', () => {
  test('a buyer adds a product, has it delivered to a relay point, pays by card and sees the order @phone', async ({
    page,
    context,
  }) => {
    const { main: product } = pricedModel()
    await prepareCart(context)
    await signIn(page, claire.login, productPath(product))

    await page.getByRole('button', { name: 'Ajouter au panier' }).click()
    await expect(page.getByText('Ajouté au panier').first()).toBeVisible()

    await page.goto('/checkout')
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Validation de la commande')
    const name = await cartName(page)

    // Home delivery first (a cart reused from an earlier run may hold a relay carrier), to another
    // address than the default one; invoiced to the company.
    await chooseHomeDelivery(page)
    await expect(
      group(page, 'Adresse de facturation').getByRole('radio', { name: /^Atelier Martin Rénovation/ }),
    ).toBeChecked()
    const depot = group(page, 'Adresse de livraison').getByRole('radio', { name: /^Dépôt de Villeurbanne/ })
    await depot.click()
    await expect(depot).toBeChecked()

    // A relay carrier needs a relay point: the disabled button says so until one is chosen.
    const relay = group(page, 'Mode de livraison').getByRole('radio', { name: /^Point relais/ })
    await relay.click()
    await expect(relay).toBeChecked()
    await expect(group(page, 'Adresse de livraison')).toHaveCount(0)
    await expect(main(page).getByRole('button', { name: /^Payer/ })).toBeDisabled()
    await expect(main(page).getByText('Choisissez un point relais.')).toBeVisible()
    await main(page)
      .getByRole('searchbox', { name: 'Rechercher un point relais (nom, ville ou code postal)' })
      .fill('Brotteaux')
    await expect(main(page).getByText('1 point relais trouvé.')).toBeVisible()
    const point = group(page, 'Points relais').getByRole('radio', { name: 'Pressing des Brotteaux' })
    await point.click()
    await expect(point).toBeChecked()
    await expect(main(page).getByText('Point relais choisi : Pressing des Brotteaux, Lyon.')).toBeVisible()

    await payByCard(page)
    await page.getByRole('button', { name: 'Payer', exact: true }).click()

    await expect(page).toHaveURL((url) =>
      url.href.startsWith(`${E2E.siteUrl}/checkout/validated?status=success&reference=${name}-`),
    )
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Commande validée')
    await expect(main(page).getByText(`Référence de votre commande : ${name}`)).toBeVisible()

    // The order system made the paid cart an order delivered to the relay point, and the cart is gone.
    const sales = await page.request.get(`${orderSystemOrigin}/sales?name=${name}`)
    const { items } = (await sales.json()) as {
      items: Array<{ name: string; state: string; delivery: { address: { name: string } } }>
    }
    expect(items.filter((sale) => sale.name === name)).toEqual([
      expect.objectContaining({
        state: 'processing',
        delivery: expect.objectContaining({ address: expect.objectContaining({ name: 'Pressing des Brotteaux' }) }),
      }),
    ])
    await page.goto('/checkout')
    await expect(
      main(page).getByText('Votre panier est vide : il n’y a rien à commander pour le moment.'),
    ).toBeVisible()
  })

  test('a refused payment brings the buyer back to the checkout with the cart intact', async ({ page, context }) => {
    const { main: product } = pricedModel()
    await prepareCart(context, [{ doc: product, qty: 2 }])
    await signIn(page, claire.login, '/checkout')
    const name = await cartName(page)
    await chooseHomeDelivery(page)

    await payByCard(page)
    await page.getByRole('button', { name: 'Refuser le paiement' }).click()

    await expect(page).toHaveURL(`${E2E.siteUrl}/checkout?payment=failed`)
    await expect(main(page).getByRole('alert').filter({ hasText: 'Le paiement n’a pas abouti' })).toBeVisible()
    expect(await cartName(page)).toBe(name)
    await expect(group(page, 'Mode de livraison').getByRole('radio', { name: /^Colissimo Entreprise/ })).toBeChecked()
    await expect(main(page).getByRole('button', { name: /^Payer / })).toBeEnabled()
    const cart = await syncCart(page.request, [])
    expect(cart?.lines.filter((line) => !line.is_delivery)).toEqual([
      expect.objectContaining({ product_id: product.id, qty: 2 }),
    ])
  })

  test('a cart with a "Prix sur demande" product is sent for a quotation', async ({ page, context }) => {
    const { main: priced } = pricedModel()
    await prepareCart(context, [
      { doc: priced, qty: 1 },
      { doc: onRequestProduct(), qty: 3 },
    ])
    await signIn(page, claire.login, '/checkout')
    const name = await cartName(page)

    await expect(main(page).getByText('Les frais de livraison seront chiffrés dans le devis.')).toBeVisible()
    await expect(main(page).getByRole('button', { name: /^Payer/ })).toHaveCount(0)
    await main(page).getByRole('button', { name: 'Demander un devis' }).click()

    await expect(page).toHaveURL(`${E2E.siteUrl}/checkout/requested?ref=${name}`)
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Demande de devis envoyée')
    await expect(main(page).getByText(`Référence de votre demande : ${name}`)).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'Voir mes devis' })).toHaveAttribute(
      'href',
      '/account/quotations',
    )

    const quotations = await page.request.get(`${orderSystemOrigin}/quotations?name=${name}`)
    const { items } = (await quotations.json()) as { items: Array<{ name: string; state: string }> }
    expect(items.filter((quotation) => quotation.name === name)).toEqual([
      expect.objectContaining({ state: 'estimating' }),
    ])
  })
})

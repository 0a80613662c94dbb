import { randomUUID } from 'node:crypto'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, displayName } from '../../demo/accounts'
import type { Address } from '../../lib/shop-server/schemas/address'
import type { Contact } from '../../lib/shop-server/schemas/contact'
import type { UnitMember } from '../../lib/order-system/schemas/unit-member'
import { E2E } from '../../playwright.config'

const orderSystem = `http://localhost:${E2E.ports.orderSystem}`
const shopServer = `http://localhost:${E2E.ports.shopServer}`
const account = (customerId: number) => DEMO_ACCOUNTS.find((a) => a.customerId === customerId)!
const buyer = account(1001)
const manager = account(1003)

/**
 * A shop session without the identity provider's pages (as in foundation.spec.ts): the order system's
 * password sign-in sets the shared session cookie, which the context's API calls below carry as well.
 */
async function signIn(context: BrowserContext, login: string) {
  const response = await context.request.post(`${orderSystem}/auth/login`, { data: { login, password: DEMO_PASSWORD } })
  expect(response.ok()).toBe(true)
  await context.addCookies([{ name: 'auth_user', value: '1', url: E2E.siteUrl }])
}

/** The session is read in the browser: the header names the buyer once it is. */
async function sessionLoaded(page: Page, who: (typeof DEMO_ACCOUNTS)[number]) {
  await expect(page.getByRole('banner').getByRole('link', { name: displayName(who) })).toBeVisible()
}

const accountNav = (page: Page) => page.getByRole('navigation', { name: "Navigation de l'espace client" })
const notice = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible()
const unique = () => randomUUID().slice(0, 6)

/** Contacts and members are paged by ten, in the server's order: the page a record is on. */
function pageOf<T>(list: T[], found: (item: T) => boolean): number {
  const index = list.findIndex(found)
  expect(index).toBeGreaterThanOrEqual(0)
  return Math.floor(index / 10) + 1
}

test.describe('addresses', () => {
  test('an address that fails validation shows French messages on its fields and sends nothing', async ({
    page,
    context,
  }) => {
    await signIn(context, buyer.login)
    await page.goto('/account/addresses')
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click()
    const form = page.getByRole('form', { name: 'Nouvelle adresse' })
    await form.getByLabel('Nom ou raison sociale *', { exact: true }).fill('   ')
    await form.getByLabel('Code postal *', { exact: true }).fill('6900')

    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(shopServer) && request.method() !== 'GET')
        sent.push(`${request.method()} ${request.url()}`)
    })
    await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click()

    await expect(form.getByLabel('Nom ou raison sociale *', { exact: true })).toHaveAccessibleDescription(
      'Le nom est obligatoire.',
    )
    await expect(form.getByLabel('Adresse *', { exact: true })).toHaveAccessibleDescription(
      'L’adresse est obligatoire.',
    )
    await expect(form.getByLabel('Code postal *', { exact: true })).toHaveAccessibleDescription(
      'Le code postal doit comporter 5 chiffres.',
    )
    await expect(form.getByLabel('Ville *', { exact: true })).toHaveAccessibleDescription('La ville est obligatoire.')
    await expect(form.getByLabel('Nom ou raison sociale *', { exact: true })).toBeFocused()
    await expect(form.getByLabel('Complément d’adresse', { exact: true })).not.toHaveAttribute('aria-invalid')
    await page.waitForLoadState('networkidle')
    expect(sent).toEqual([])
  })

  test('creates, edits and deletes a delivery address', async ({ page, context }) => {
    const name = `Chantier quai Rambaud ${unique()}`
    await signIn(context, buyer.login)
    await page.goto('/account/addresses')

    await page.getByRole('button', { name: 'Ajouter une adresse' }).click()
    const creation = page.getByRole('form', { name: 'Nouvelle adresse' })
    await creation.getByLabel('Nom ou raison sociale *', { exact: true }).fill(name)
    await creation.getByLabel('Adresse *', { exact: true }).fill('3 quai Rambaud')
    await creation.getByLabel('Code postal *', { exact: true }).fill('69002')
    await creation.getByLabel('Ville *', { exact: true }).fill('Lyon')
    await creation.getByRole('button', { name: 'Enregistrer l’adresse' }).click()
    await notice(page, `L’adresse « ${name} » a été ajoutée.`)
    const delivery = page.getByRole('region', { name: 'Adresses de livraison' })
    const card = delivery.getByRole('article', { name })
    await expect(card).toContainText('3 quai Rambaud')
    await expect(card).toContainText('69002 Lyon')

    // The search finds it without its accents or capitals.
    await page.getByRole('searchbox', { name: 'Rechercher une adresse' }).fill('QUAI rambaud')
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
    await expect(card).toBeVisible()

    await card.getByRole('button', { name: `Modifier l’adresse « ${name} »` }).click()
    const edition = page.getByRole('form', { name: `Modifier l’adresse « ${name} »` })
    await edition.getByLabel('Complément d’adresse', { exact: true }).fill('Portail nord, badge à l’accueil')
    await edition.getByLabel('Pays *', { exact: true }).selectOption({ label: 'France' })
    await edition.getByRole('button', { name: 'Enregistrer l’adresse' }).click()
    await notice(page, `L’adresse « ${name} » a été modifiée.`)
    await expect(card).toContainText('Portail nord, badge à l’accueil')

    const stored = (await (await context.request.get(`${shopServer}/addresses/delivery`)).json()) as Address[]
    expect(stored.find((address) => address.name === name)).toMatchObject({
      street2: 'Portail nord, badge à l’accueil',
      country: { code: 'FR' },
    })

    await card.getByRole('button', { name: `Supprimer l’adresse « ${name} »` }).click()
    await card.getByRole('button', { name: 'Oui, supprimer' }).click()
    await notice(page, `L’adresse « ${name} » a été supprimée.`)
    await expect(delivery.getByRole('article', { name })).toHaveCount(0)
    const after = (await (await context.request.get(`${shopServer}/addresses/delivery`)).json()) as Address[]
    expect(after.some((address) => address.name === name)).toBe(false)
  })

  test('the main invoicing address cannot be deleted', async ({ page, context }) => {
    await signIn(context, buyer.login)
    await page.goto('/account/addresses')
    const invoicing = page.getByRole('region', { name: 'Adresse de facturation' })
    await expect(invoicing.getByText('Principale')).toBeVisible()
    await expect(invoicing.getByRole('button', { name: /^Modifier l’adresse/ })).toBeVisible()
    await expect(invoicing.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0)
  })
})

test.describe('contacts and unit members, per role', () => {
  test('a plain user sees no contacts or members entries, and /account/contacts is not found', async ({
    page,
    context,
  }) => {
    await signIn(context, buyer.login)
    await page.goto('/account/profile')
    await sessionLoaded(page, buyer)
    await expect(accountNav(page).getByRole('link', { name: 'Mes adresses' })).toBeVisible()
    await expect(accountNav(page).getByRole('link', { name: 'Mes contacts' })).toHaveCount(0)
    await expect(accountNav(page).getByRole('link', { name: 'Membres de mon unité' })).toHaveCount(0)

    await page.goto('/account/contacts')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    await page.goto('/account/members')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  })

  test('a manager creates a contact', async ({ page, context }) => {
    const lastname = `Lemaire-${unique()}`
    const email = `${lastname.toLowerCase()}@exemple.fr`
    await signIn(context, manager.login)
    await page.goto('/account/profile')
    await sessionLoaded(page, manager)
    await accountNav(page).getByRole('link', { name: 'Mes contacts' }).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/account/contacts`)

    await page.getByRole('button', { name: 'Ajouter un contact' }).click()
    const form = page.getByRole('form', { name: 'Nouveau contact' })
    await form.getByLabel('Civilité', { exact: true }).fill('Mme')
    await form.getByLabel('Prénom *', { exact: true }).fill('Élodie')
    await form.getByLabel('Nom *', { exact: true }).fill(lastname)
    await form.getByLabel('Adresse e-mail *', { exact: true }).fill(email)
    await form.getByLabel('Fonction', { exact: true }).fill('Agent de propreté')
    await form.getByLabel('Tailles', { exact: true }).fill('Blouse S, chaussures 37')
    await form.getByRole('button', { name: 'Enregistrer le contact' }).click()

    await notice(page, `Le contact Élodie ${lastname} a été ajouté.`)
    const contacts = (await (await context.request.get(`${shopServer}/contacts`)).json()) as Contact[]
    expect(contacts.find((contact) => contact.lastname === lastname)).toMatchObject({
      email,
      size_info: 'Blouse S, chaussures 37',
    })

    await page.goto(`/account/contacts?page=${pageOf(contacts, (contact) => contact.lastname === lastname)}`)
    const card = page.getByRole('article', { name: `Mme Élodie ${lastname}` })
    await expect(card).toContainText('Agent de propreté')
    await expect(card).toContainText('Sans compte')
  })

  test('a manager adds a member to the unit and invites them', async ({ page, context }) => {
    const name = `Inès Garnier ${unique()}`
    const email = `ines.garnier.${unique()}@exemple.fr`
    await signIn(context, manager.login)
    await page.goto('/account/profile')
    await sessionLoaded(page, manager)
    await accountNav(page).getByRole('link', { name: 'Membres de mon unité' }).click()
    await expect(page).toHaveURL(`${E2E.siteUrl}/account/members`)

    await page.getByRole('button', { name: 'Ajouter un membre' }).click()
    const form = page.getByRole('form', { name: 'Nouveau membre' })
    await form.getByLabel('Nom et prénom *', { exact: true }).fill(name)
    await form.getByLabel('Adresse e-mail', { exact: true }).fill(email)
    await form.getByRole('button', { name: 'Enregistrer le membre' }).click()
    await notice(page, `${name} a été ajouté à votre unité.`)

    const unit = async () => (await (await context.request.get(`${orderSystem}/unit/members`)).json()) as UnitMember[]
    const created = await unit()
    await page.goto(`/account/members?page=${pageOf(created, (member) => member.email === email)}`)
    const card = page.getByRole('article', { name })
    await expect(card).toContainText('Sans compte')
    await card.getByRole('button', { name: `Inviter ${name} à créer son compte` }).click()
    await notice(page, `Invitation envoyée à ${email}.`)
    await expect(card).toContainText('Invitation envoyée')
    await expect(card.getByRole('button', { name: `Renvoyer l’invitation à ${name}` })).toBeVisible()
    expect((await unit()).find((member) => member.email === email)).toMatchObject({ name, auth_state: 'invited' })
  })
})

import { expect, type BrowserContext, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '../../../demo/accounts'
import { E2E } from '../../../playwright.config'

export const idpOrigin = `http://localhost:${E2E.ports.idp}`
export const orderSystemOrigin = `http://localhost:${E2E.ports.orderSystem}`
/** The demo's back office (demo/backoffice), where the tests play the supplier. */
export const backOfficeOrigin = `http://localhost:${E2E.ports.backOffice}`

/** On the identity provider's French page (demo/idp/pages.ts). */
export async function signInAtProvider(page: Page, login: string, password = DEMO_PASSWORD) {
  await expect(page).toHaveURL((url) => url.origin === idpOrigin)
  await page.getByLabel('Adresse e-mail').fill(login)
  await page.getByLabel('Mot de passe').fill(password)
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
}

/** From the shop's login page: the shop's button, then the provider's form. */
export async function signInFromLoginPage(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await signInAtProvider(page, login, password)
}

/** Signs in like a buyer would, from `/account/login?target=`, and waits to land on `target`. */
export async function signIn(page: Page, login: string, target = '/account') {
  await page.goto(`/account/login?target=${encodeURIComponent(target)}`)
  await signInFromLoginPage(page, login)
  await expect(page).toHaveURL((url) => url.origin === E2E.siteUrl && `${url.pathname}${url.search}` === target)
}

/**
 * A shop session without the identity provider's pages: the order system's password login sets the
 * session cookie, and the shop's marker tells the browser to read the customer.
 */
export async function signInWithPassword(context: BrowserContext, login: string, password = DEMO_PASSWORD) {
  const response = await context.request.post(`${orderSystemOrigin}/auth/login`, { data: { login, password } })
  expect(response.ok()).toBe(true)
  await context.addCookies([{ name: 'auth_user', value: '1', url: E2E.siteUrl }])
}

import { expect, test } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { DEMO_ACCOUNTS } from '../../demo/accounts'
import { demoConfig } from '../../demo/config'
import { OIDC_REDIRECT_PATH, SHOP_SERVER_AUDIENCE } from '../../demo/idp/constants'
import { pkcePair } from '../../demo/idp/test-login'
import { E2E } from '../../playwright.config'

const issuer = `http://localhost:${E2E.ports.idp}`
const clientId = demoConfig.oidcClientId
const redirectUri = `${E2E.siteUrl}${OIDC_REDIRECT_PATH}`
const manager = DEMO_ACCOUNTS.find((a) => a.kind === 'manager')!

interface Discovery {
  authorization_endpoint: string
  token_endpoint: string
  userinfo_endpoint: string
  jwks_uri: string
}

test('a buyer signs in through the French page of the identity provider (code flow, PKCE S256)', async ({ page }) => {
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Discovery
  const { verifier, challenge } = pkcePair()
  const state = randomBytes(16).toString('base64url')
  const authorize = new URL(discovery.authorization_endpoint)
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString()

  // The shop's return page is answered here: this test is about the provider, whether or not the shop runs.
  const isCallback = (url: URL) => url.href.startsWith(`${redirectUri}?`)
  await page.route(isCallback, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="fr"><title>Retour</title></html>',
    }),
  )

  await page.goto(authorize.toString())
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion à votre espace client')
  await expect(page.getByRole('region', { name: 'Comptes de démonstration' })).toContainText(manager.login)

  await page.getByLabel('Adresse e-mail').fill(manager.login)
  await page.getByLabel('Mot de passe').fill(manager.password)
  const callback = page.waitForRequest((request) => isCallback(new URL(request.url())))
  await page.getByRole('button', { name: 'Se connecter' }).click()

  const returned = new URL((await callback).url())
  expect(returned.searchParams.get('state')).toBe(state)
  expect(returned.searchParams.get('iss')).toBe(issuer)
  const code = returned.searchParams.get('code')
  expect(code).toBeTruthy()

  const tokenResponse = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }),
  })
  expect(tokenResponse.status).toBe(200)
  const tokens = (await tokenResponse.json()) as { access_token: string; id_token: string; refresh_token: string }
  expect(tokens.refresh_token).toBeTruthy()

  const { payload, protectedHeader } = await jwtVerify(
    tokens.access_token,
    createRemoteJWKSet(new URL(discovery.jwks_uri)),
    {
      issuer,
      audience: SHOP_SERVER_AUDIENCE,
      typ: 'at+jwt',
    },
  )
  expect(protectedHeader.alg).toBe('RS256')
  expect(payload).toMatchObject({ sub: manager.sub, client_id: clientId })
  expect(payload.exp! - payload.iat!).toBe(600)

  const userinfo = await fetch(discovery.userinfo_endpoint, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  })
  expect(userinfo.status).toBe(200)
  expect(await userinfo.json()).toMatchObject({ sub: manager.sub, email: manager.login, name: 'Sophie Lefèvre' })
})

test('a wrong password keeps the buyer on the French page with an error', async ({ page }) => {
  const authorize = new URL(`${issuer}/auth`)
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: randomBytes(16).toString('base64url'),
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  }).toString()
  await page.goto(authorize.toString())
  await page.getByLabel('Adresse e-mail').fill(manager.login)
  await page.getByLabel('Mot de passe').fill('pas-le-bon')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('alert')).toHaveText('Identifiant ou mot de passe incorrect.')
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(manager.login)
})

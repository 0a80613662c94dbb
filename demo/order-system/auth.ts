import { createHash, randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { DemoContext } from '../context'
import { authenticate, createUser, hasUser, setUserPassword } from '../idp/users'
import { createCustomer, findCustomerBySub } from '../shop-server/customers'
import { closeSession, openSession, requireCustomer, type ShopEnv } from '../shop-server/session'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { badRequest, jsonBody, OrderSystemError, respond } from './respond'
import { route } from './route'
import { loginInput, registerInput, resetPasswordRequestInput, setPasswordInput, validateEmailInput } from './inputs'

/** Single-use tokens of e-mailed links; only their hash is stored. */
const TOKEN_KIND = 'auth_token'
const TTL_MS = { reset: 60 * 60 * 1000, validate: 7 * 24 * 60 * 60 * 1000 } as const

interface StoredToken {
  purpose: keyof typeof TTL_MS
  login: string
  expiresAt: number
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The demo sends no e-mail: each link is printed on the console and kept in memory as the last mail
 * to that address, so that the fault control can show it to end-to-end tests (`GET /__demo/last-email`).
 */
const sentLinks = new WeakMap<DemoContext, Map<string, string>>()

function sendLink(ctx: DemoContext, login: string, subject: string, link: string): void {
  console.log(`[commandes] ${subject} de ${login} : ${link}`)
  const outbox = sentLinks.get(ctx) ?? new Map<string, string>()
  outbox.set(login.toLowerCase(), link)
  sentLinks.set(ctx, outbox)
}

/** The last link "mailed" to `login`, for the loopback-only fault control. */
export function lastSentLink(ctx: DemoContext, login: string): string | undefined {
  return sentLinks.get(ctx)?.get(login.trim().toLowerCase())
}

async function issueToken(ctx: DemoContext, purpose: StoredToken['purpose'], login: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await ctx.store.put<StoredToken>(TOKEN_KIND, digest(token), null, {
    purpose,
    login,
    expiresAt: Date.now() + TTL_MS[purpose],
  })
  return token
}

async function spendToken(ctx: DemoContext, purpose: StoredToken['purpose'], token: string): Promise<string> {
  const id = digest(token)
  const stored = await ctx.store.get<StoredToken>(TOKEN_KIND, id)
  await ctx.store.remove(TOKEN_KIND, id)
  if (!stored || stored.purpose !== purpose || stored.expiresAt < Date.now()) {
    throw badRequest('Ce lien n’est plus valable. Faites une nouvelle demande.')
  }
  return stored.login
}

/**
 * The credentials variant of sign-in (`auth/*`), checked against the identity provider's
 * accounts and opening the same session cookie as the shop server's OIDC sign-in.
 */
export function authRoutes(ctx: DemoContext): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>()

  app.post(route(paths.authLogin), async (c) => {
    const { login, password } = await jsonBody(c, loginInput)
    const user = await authenticate(ctx, login, password)
    const customer = user && (await findCustomerBySub(ctx, user.sub))
    // A 403 means "wrong credentials" (docs/product/sign-in.md#password-sign-in), which the shop shows without raising an error.
    if (!user || !customer) throw new OrderSystemError(403, 'Identifiant ou mot de passe incorrect.')
    await openSession(c, ctx, { customerId: customer.id, sub: user.sub })
    return respond(c, customer)
  })

  app.post(route(paths.authLogout), async (c) => {
    await closeSession(c, ctx)
    return c.body(null, 205)
  })

  app.get(route(paths.authProfile), requireCustomer(ctx), (c) => respond(c, c.get('customer')))

  app.post(route(paths.authRegister), async (c) => {
    const { name, login, password } = await jsonBody(c, registerInput)
    const user = await createUser(ctx, { name, login, password })
    if (user === 'exists') {
      throw new OrderSystemError(409, 'Un compte existe déjà avec cette adresse e-mail.', {
        login: 'Adresse déjà utilisée.',
      })
    }
    await createCustomer(ctx, { sub: user.sub, name, login: user.login })
    const token = await issueToken(ctx, 'validate', user.login)
    sendLink(
      ctx,
      user.login,
      'validation de l’adresse',
      `${ctx.config.siteUrl}/account/signup-validation?token=${token}`,
    )
    return respond(c, { login: user.login, mail_verified: false }, 201)
  })

  // Always the same answer, so that the form does not tell which e-mails have an account.
  app.post(route(paths.authRequestResetPassword), async (c) => {
    const { login } = await jsonBody(c, resetPasswordRequestInput)
    if (await hasUser(ctx, login)) {
      const token = await issueToken(ctx, 'reset', login)
      sendLink(
        ctx,
        login,
        'réinitialisation du mot de passe',
        `${ctx.config.siteUrl}/account/set-new-password?token=${token}`,
      )
    }
    return respond(c, {})
  })

  app.post(route(paths.authSetPassword), async (c) => {
    const { token, password } = await jsonBody(c, setPasswordInput)
    const login = await spendToken(ctx, 'reset', token)
    const outcome = await setUserPassword(ctx, login, password)
    if (outcome === 'demo-account') {
      throw badRequest('Les comptes de démonstration gardent leur mot de passe (voir le README).')
    }
    if (outcome === 'unknown') throw badRequest('Ce lien n’est plus valable. Faites une nouvelle demande.')
    // Following the e-mailed link proved the address.
    return respond(c, { login, mail_verified: true })
  })

  app.post(route(paths.authValidateEmail), async (c) => {
    const { token } = await jsonBody(c, validateEmailInput)
    await spendToken(ctx, 'validate', token)
    return respond(c, {})
  })

  return app
}

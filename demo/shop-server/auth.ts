import type { Hono } from 'hono'
import { routePattern, shopServerPaths } from '../../lib/shop-server/paths'
import type { DemoContext } from '../context'
import { createUser } from '../idp/users'
import { createCustomer, findCustomerBySub, saveCustomer } from './customers'
import { parseJson, problem, respond } from './data/respond'
import { closeSession, openSession, requireCustomer, type ShopEnv } from './session'
import { verifyAccessToken } from './tokens'
import { customerUpdate, optInUpdate, registerPayload } from './inputs'

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/

/**
 * Sign-in, sign-out, registration and the customer's own record. The
 * shop signs in by sending the provider's access token once; the session cookie does the rest.
 */
export function registerAuthRoutes(app: Hono<ShopEnv>, ctx: DemoContext): void {
  app.post(`/${shopServerPaths.signin}`, async (c) => {
    const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1]
    if (!token) {
      c.header('WWW-Authenticate', 'Bearer')
      return c.json({ detail: 'Not authenticated' }, 401)
    }
    const check = await verifyAccessToken(ctx, token)
    if (!check.ok) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"')
      return c.json({ detail: 'Not authenticated' }, 401)
    }
    const customer = await findCustomerBySub(ctx, check.sub)
    if (!customer) return problem(c, 403, 'Aucun compte client n’est rattaché à cet identifiant.')
    await openSession(c, ctx, { customerId: customer.id, sub: check.sub })
    return respond(c, customer)
  })

  app.post(`/${shopServerPaths.signout}`, async (c) => {
    await closeSession(c, ctx)
    return c.body(null, 204)
  })

  app.post(`/${shopServerPaths.register}`, async (c) => {
    const parsed = await parseJson(c, registerPayload)
    if (!parsed.ok) return parsed.response
    const { name, login, password } = parsed.data
    const user = await createUser(ctx, { name, login, password })
    if (user === 'exists')
      return problem(c, 409, 'Un compte existe déjà avec cette adresse e-mail.', { login: 'Adresse déjà utilisée.' })
    return respond(c, await createCustomer(ctx, { sub: user.sub, name, login }), 201)
  })

  app.get(`/${shopServerPaths.customer}`, requireCustomer(ctx), (c) => respond(c, c.get('customer')))

  app.post(`/${shopServerPaths.customer}`, requireCustomer(ctx), async (c) => {
    const parsed = await parseJson(c, customerUpdate)
    if (!parsed.ok) return parsed.response
    const { opt_in, ...details } = parsed.data
    const changes = Object.fromEntries(
      Object.entries({ ...details, optIn: opt_in }).filter(([, value]) => value !== undefined),
    )
    const customer = await saveCustomer(ctx, c.get('session').sub, { ...c.get('customer'), ...changes })
    return respond(c, customer)
  })

  app.post(routePattern(shopServerPaths.customerUpdate), requireCustomer(ctx), async (c) => {
    const customer = c.get('customer')
    if (c.req.param('id') !== String(customer.id))
      return problem(c, 403, 'Vous ne pouvez modifier que votre propre compte.')
    const parsed = await parseJson(c, optInUpdate)
    if (!parsed.ok) return parsed.response
    const updated = await saveCustomer(ctx, c.get('session').sub, { ...customer, optIn: parsed.data.optIn })
    return respond(c, { data: updated })
  })
}

import { randomBytes } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { DemoConfig } from '../config'
import type { DemoContext } from '../context'
import { findCustomer } from './customers'
import type { Customer } from './shapes'

/**
 * The shop server's own session (ASVS 7.3): an opaque 256-bit id in an HttpOnly cookie, a record in
 * the store, an absolute lifetime and an idle timeout independent of the provider's. The order
 * system shares it: same host, and cookies ignore ports.
 */
export const SESSION_COOKIE = 'shop_session'
export const SESSION_KIND = 'session'
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000
export const SESSION_IDLE_MS = 30 * 60 * 1000
/** lastSeenAt is written at most this often: one store write per minute, not one per request. */
const TOUCH_EVERY_MS = 60 * 1000

export interface ShopSession {
  id: string
  customerId: number
  sub: string
  /** Epoch milliseconds. */
  createdAt: number
  expiresAt: number
  lastSeenAt: number
}

export type ShopEnv = { Variables: { customer: Customer; session: ShopSession } }

const NOT_AUTHENTICATED = { detail: 'Not authenticated' } as const

/** Over HTTPS the cookie takes the `__Host-` prefix: Secure, Path=/ and no Domain are then enforced by the browser. */
export function sessionCookieName(config: Pick<DemoConfig, 'siteUrl'>): string {
  return isHttps(config) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE
}

function isHttps(config: Pick<DemoConfig, 'siteUrl'>): boolean {
  return new URL(config.siteUrl).protocol === 'https:'
}

function cookieOptions(ctx: DemoContext) {
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(ctx.config) } as const
}

function expired(session: ShopSession, now: number): boolean {
  return now >= session.expiresAt || now - session.lastSeenAt >= SESSION_IDLE_MS
}

/** A new id on every sign-in (ASVS 7.2.4): the session the browser held before, if any, is deleted. */
export async function openSession(
  c: Context,
  ctx: DemoContext,
  who: { customerId: number; sub: string },
): Promise<ShopSession> {
  const previous = getCookie(c, sessionCookieName(ctx.config))
  if (previous) await ctx.store.remove(SESSION_KIND, previous)
  const now = Date.now()
  const session: ShopSession = {
    id: randomBytes(32).toString('base64url'),
    ...who,
    createdAt: now,
    expiresAt: now + SESSION_LIFETIME_MS,
    lastSeenAt: now,
  }
  await ctx.store.put(SESSION_KIND, session.id, String(who.customerId), session)
  setCookie(c, sessionCookieName(ctx.config), session.id, {
    ...cookieOptions(ctx),
    maxAge: SESSION_LIFETIME_MS / 1000,
  })
  return session
}

/** The request's live session, its idle clock restarted; null (and the record deleted) when over. */
export async function getSession(c: Context, ctx: DemoContext): Promise<ShopSession | null> {
  const id = getCookie(c, sessionCookieName(ctx.config))
  if (!id) return null
  const session = await ctx.store.get<ShopSession>(SESSION_KIND, id)
  if (!session) return null
  const now = Date.now()
  if (expired(session, now)) {
    await ctx.store.remove(SESSION_KIND, id)
    return null
  }
  if (now - session.lastSeenAt >= TOUCH_EVERY_MS) {
    session.lastSeenAt = now
    await ctx.store.put(SESSION_KIND, id, String(session.customerId), session)
  }
  return session
}

/** Ends the request's session, if any, and clears the cookie. */
export async function closeSession(c: Context, ctx: DemoContext): Promise<void> {
  const name = sessionCookieName(ctx.config)
  const id = getCookie(c, name)
  if (id) await ctx.store.remove(SESSION_KIND, id)
  deleteCookie(c, name, cookieOptions(ctx))
}

/**
 * Lets the request through with `customer` and `session` set, or answers 401 `{ detail }` (which
 * makes the shop sign the user out). A stale cookie is cleared on the way.
 */
export function requireCustomer(ctx: DemoContext): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const session = await getSession(c, ctx)
    const customer = session && (await findCustomer(ctx, session.customerId))
    if (!session || !customer) {
      if (getCookie(c, sessionCookieName(ctx.config)))
        deleteCookie(c, sessionCookieName(ctx.config), cookieOptions(ctx))
      return c.json(NOT_AUTHENTICATED, 401)
    }
    c.set('session', session)
    c.set('customer', customer)
    await next()
  }
}

/** For the fault control: ends every session, or one customer's. Returns how many were ended. */
export async function expireSessions(ctx: DemoContext, customerId?: number): Promise<number> {
  const sessions = await ctx.store.list<ShopSession>(
    SESSION_KIND,
    customerId === undefined ? undefined : String(customerId),
  )
  await Promise.all(sessions.map((s) => ctx.store.remove(SESSION_KIND, s.id)))
  return sessions.length
}

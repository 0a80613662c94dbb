import { randomBytes } from 'node:crypto'
import { findAccountByCustomerId } from '../accounts'
import type { DemoContext } from '../context'
import { SESSION_KIND, SESSION_LIFETIME_MS, sessionCookieName, type ShopSession } from './session'

/** For tests: a live session for the customer, as `auth/signin` opens it; answers the Cookie header. */
export async function testSessionCookie(ctx: DemoContext, customerId: number): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  const now = Date.now()
  const session: ShopSession = {
    id,
    customerId,
    sub: findAccountByCustomerId(customerId)?.sub ?? `sub-${customerId}`,
    createdAt: now,
    expiresAt: now + SESSION_LIFETIME_MS,
    lastSeenAt: now,
  }
  await ctx.store.put(SESSION_KIND, id, String(customerId), session)
  return `${sessionCookieName(ctx.config)}=${id}`
}

import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { type DemoContext, noFaults } from '../context'
import { expireSessions } from '../shop-server/session'
import { lastSentLink } from './auth'
import { jsonBody, OrderSystemError } from './respond'

/** Path of the demo-only fault control; deliberately outside the shared path table. */
export const FAULTS_PATH = '/__demo/faults'
/** The last link "mailed" to an address (`?to=`), so a test can follow it like a user reading the mail. */
export const LAST_EMAIL_PATH = '/__demo/last-email'

const faultInputSchema = z
  .strictObject({
    cartSync: z.object({ status: z.union([z.literal(500), z.literal(503)]), count: z.number().int().min(0).max(1000) }),
    latencyMs: z.number().int().min(0).max(60_000),
    dropAfterApply: z.number().int().min(0).max(1000),
    expireSession: z.union([z.literal('all'), z.coerce.number().int().positive()]),
    reset: z.literal(true),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, 'Précisez au moins une panne à simuler.')

interface SocketEnv {
  incoming?: { socket?: { remoteAddress?: string; destroy(): void } }
}

const socketOf = (c: Context) => (c.env as SocketEnv | undefined)?.incoming?.socket

/**
 * Only processes on the demo's own machine (the tests, the developer) may inject faults. Without a
 * Node socket the request comes from `app.request()` in a test, which is local by definition.
 */
function isLoopback(c: Context): boolean {
  const socket = socketOf(c)
  if (!socket) return true
  const address = socket.remoteAddress ?? ''
  return address === '::1' || /^(::ffff:)?127\./.test(address)
}

/** Thrown after the socket is gone: nothing may answer, not even the error handler. */
export class ConnectionDropped extends Error {
  constructor() {
    super('Connexion coupée volontairement après application (panne simulée).')
    this.name = 'ConnectionDropped'
  }
}

/** The status the next cart sync must fail with, counting it down; null when syncs run normally. */
export function takeCartSyncFault(ctx: DemoContext): 500 | 503 | null {
  const fault = ctx.faults.cartSync
  if (!fault || fault.remaining <= 0) return null
  fault.remaining -= 1
  if (fault.remaining === 0) ctx.faults.cartSync = null
  return fault.status
}

/**
 * After a sync was applied, cuts the connection instead of answering when the fault is armed, so the
 * client sees a network error although the server state changed.
 */
export function dropIfArmed(ctx: DemoContext, c: Context): void {
  if (ctx.faults.dropAfterApply <= 0) return
  ctx.faults.dropAfterApply -= 1
  socketOf(c)?.destroy()
  throw new ConnectionDropped()
}

export function faultRoutes(ctx: DemoContext): Hono {
  const app = new Hono()
  const loopbackOnly = async (c: Context, next: () => Promise<void>) => {
    if (!isLoopback(c))
      throw new OrderSystemError(403, 'Le contrôle des pannes n’est accessible que depuis la machine de démonstration.')
    await next()
  }
  app.use(FAULTS_PATH, loopbackOnly)
  app.use(LAST_EMAIL_PATH, loopbackOnly)

  app.get(LAST_EMAIL_PATH, (c) => {
    const link = lastSentLink(ctx, c.req.query('to') ?? '')
    return link ? c.json({ link }) : c.json({ detail: 'Aucun e-mail envoyé à cette adresse.' }, 404)
  })
  const state = () => ({ ...ctx.faults })

  app.get(FAULTS_PATH, (c) => c.json(state()))

  app.post(FAULTS_PATH, async (c) => {
    const input = await jsonBody(c, faultInputSchema)
    if (input.reset) Object.assign(ctx.faults, noFaults())
    if (input.cartSync) {
      ctx.faults.cartSync =
        input.cartSync.count > 0 ? { status: input.cartSync.status, remaining: input.cartSync.count } : null
    }
    if (input.latencyMs !== undefined) ctx.faults.latencyMs = input.latencyMs
    if (input.dropAfterApply !== undefined) ctx.faults.dropAfterApply = input.dropAfterApply
    if (input.expireSession !== undefined) {
      await (input.expireSession === 'all' ? expireSessions(ctx) : expireSessions(ctx, input.expireSession))
    }
    return c.json(state())
  })
  return app
}

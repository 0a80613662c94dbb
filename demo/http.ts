import { cors } from 'hono/cors'
import type { MiddlewareHandler } from 'hono'
import type { DemoContext, SlowableSystem } from './context'

/**
 * The shop's browser code calls the order system and the shop server directly with credentials, so
 * they answer CORS for the shop's origin only (never a reflected Origin).
 */
export function shopCors(ctx: DemoContext): MiddlewareHandler {
  return cors({
    origin: (origin) => (origin === ctx.config.siteUrl ? origin : null),
    credentials: true,
    allowHeaders: ['Content-Type', 'Authorization', 'Accept-Language'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['Content-Disposition'],
    maxAge: 600,
  })
}

/** Latency injected by the fault control, for tests and demos of slow back ends. */
export function injectedLatency(ctx: DemoContext): MiddlewareHandler {
  return async (_c, next) => {
    if (ctx.faults.latencyMs > 0) await new Promise((r) => setTimeout(r, ctx.faults.latencyMs))
    await next()
  }
}

/** How often a held request looks whether its system was released. */
const HANG_POLL_MS = 50

/**
 * The fault control's slowness for one system: its answers wait `latencyMs`, or are held until the
 * fault is lifted (then answered normally, as a process resumed after `kill -STOP` would).
 */
export function injectedSlowness(ctx: Pick<DemoContext, 'faults'>, system: SlowableSystem): MiddlewareHandler {
  return async (_c, next) => {
    const slowness = ctx.faults.slow[system]
    if (slowness && 'latencyMs' in slowness) await sleep(slowness.latencyMs)
    while (ctx.faults.slow[system] && 'hang' in ctx.faults.slow[system]) await sleep(HANG_POLL_MS)
    await next()
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

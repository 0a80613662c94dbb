import { logger } from './logger'
import { createLogSampler } from './sampled'

/** Anyone may send a public route garbage, as often as they like: one line per route and reason every minute. */
export const REFUSAL_LOG_INTERVAL_MS = 60_000

const log = logger('api')
const sample = createLogSampler(REFUSAL_LOG_INTERVAL_MS)

/**
 * Logs that a public route refused a request: the route and the reason, the length of the query,
 * never the query itself (attacker-supplied, possibly thousands of characters).
 */
export function logRefusedRequest(route: string, reason: string, url: string): void {
  sample(`${route}:${reason}`, (skipped) => {
    log.warn('Refused a request', { route, reason, queryLength: new URL(url).search.length, skippedSinceLast: skipped })
  })
}

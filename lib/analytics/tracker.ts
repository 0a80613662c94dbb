import { PAGEVIEW } from './events'
import { buildEvent } from './payload'
import type { AnalyticsProps } from './privacy'
import { shouldSend } from './should-send'
import type { Transport } from './transport'

export interface TrackerConfig {
  endpoint: string | undefined
  domain: string
  allowLocalhost: boolean
}

/** What the browser tells about the current page and visitor, read again for every event. */
export interface PageEnvironment {
  hostname: string
  referrer: string
  width: number
  ignoreFlag: boolean
  signedIn: boolean
  collectivity: boolean
  cartId: string | number | null
}

export interface Tracker {
  /** Whether events leave at all here (not on localhost, not when opted out, not without an endpoint). */
  enabled(): boolean
  pageview(url: string): void
  event(name: string, url: string, props?: AnalyticsProps): void
}

export function createTracker(
  config: TrackerConfig,
  transport: Transport,
  environment: () => PageEnvironment,
): Tracker {
  const enabled = (env: PageEnvironment) =>
    shouldSend({
      hostname: env.hostname,
      ignoreFlag: env.ignoreFlag,
      endpoint: config.endpoint,
      allowLocalhost: config.allowLocalhost,
    })

  const send = (name: string, url: string, extra?: AnalyticsProps) => {
    const env = environment()
    if (!config.endpoint || !enabled(env)) return
    const body = buildEvent(name, {
      url,
      domain: config.domain,
      referrer: env.referrer,
      width: env.width,
      // The App Router keeps routes in the path, never in the fragment.
      hashMode: false,
      props: { signed_in: env.signedIn, collectivity: env.collectivity, cart_id: env.cartId ?? undefined, ...extra },
    })
    if (body) transport(config.endpoint, JSON.stringify(body))
  }

  return {
    enabled: () => enabled(environment()),
    pageview: (url) => send(PAGEVIEW, url),
    event: (name, url, props) => send(name, url, props),
  }
}

import { sanitizeProps, sanitizeUrl, type AnalyticsProps } from './privacy'

/**
 * The event body (docs/product/consent-and-tracking.md#page-views), with Plausible's wire names: event name, page URL, domain, referrer,
 * device width, hash-mode flag and props. Sent as plain text (see transport.ts).
 */
export interface EventBody {
  n: string
  u: string
  d: string
  r: string | null
  w: number
  h: 0 | 1
  p?: AnalyticsProps
}

export interface EventInput {
  url: string
  domain: string
  referrer: string
  width: number
  hashMode: boolean
  /** Filtered through {@link sanitizeProps}: anything outside the closed list is dropped. */
  props?: unknown
}

/** `null` when the page URL itself cannot be reported (not http(s)). */
export function buildEvent(name: string, input: EventInput): EventBody | null {
  const url = sanitizeUrl(input.url, { keepHash: input.hashMode })
  if (!url) return null
  const props = sanitizeProps(input.props)
  return {
    n: name,
    u: url,
    d: input.domain,
    r: input.referrer ? sanitizeUrl(input.referrer, { keepHash: false }) : null,
    w: Math.round(input.width),
    h: input.hashMode ? 1 : 0,
    ...(Object.keys(props).length > 0 && { p: props }),
  }
}

/** Plausible's name for page views. */
export const PAGEVIEW = 'pageview'

/** Custom events (docs/product/consent-and-tracking.md#business-events): names as they appear in the audience-measurement dashboard. */
export const ANALYTICS_EVENTS = {
  addToCart: 'add_to_cart',
  quotationRequest: 'quotation_request',
  orderValidation: 'order_validation',
  /** Autocomplete searches, recorded past 3 characters only (lib/search/search-event.ts). */
  search: 'search',
  /** Plausible's own name, so its outbound-links report picks these up. */
  outboundLink: 'Outbound Link: Click',
} as const

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS]

/** docs/product/consent-and-tracking.md#outbound-links: an outbound link is followed this long after the click, so the event leaves first. */
export const OUTBOUND_LINK_DELAY_MS = 150

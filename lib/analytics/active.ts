import type { AnalyticsEventName } from './events'
import type { AnalyticsProps } from './privacy'
import type { Tracker } from './tracker'

let active: { tracker: Tracker; currentUrl: () => string } | null = null

/** Set by the page-view component (components/analytics/page-views.tsx) for as long as it is mounted. */
export function setActiveTracker(next: { tracker: Tracker; currentUrl: () => string } | null): void {
  active = next
}

/**
 * A custom event (add to cart, quotation request, order validation) on the current page. Props go through
 * the same closed list as page views; before the tracker is mounted the event is dropped.
 */
export function trackEvent(name: AnalyticsEventName, props?: AnalyticsProps): void {
  active?.tracker.event(name, active.currentUrl(), props)
}

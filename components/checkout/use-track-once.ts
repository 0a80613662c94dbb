import { useEffect } from 'react'
import { trackEvent, type AnalyticsEventName } from '@/lib/analytics'

const storageKey = (event: AnalyticsEventName, key: string) => `checkout.tracked.${event}.${key}`

/**
 * Records `event` once for `key` (an order reference) in this tab, even across reloads of the page.
 * `enabled` waits for the page to be interactive; the event then leaves on the next task, once the
 * audience tracker, mounted beside the page in the root providers, has registered itself.
 */
export function useTrackOnce(event: AnalyticsEventName, key: string | null, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || key === null) return
    const timer = setTimeout(() => {
      try {
        if (sessionStorage.getItem(storageKey(event, key)) !== null) return
        sessionStorage.setItem(storageKey(event, key), '1')
      } catch {
        // Storage refused: the event may count twice on a reload, which is better than never.
      }
      trackEvent(event)
    }, 0)
    return () => clearTimeout(timer)
  }, [event, key, enabled])
}

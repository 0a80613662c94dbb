'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useMemo, useRef } from 'react'
import { usePublicConfig } from '@/components/public-config'
import {
  ANALYTICS_EVENTS,
  createTracker,
  fetchTransport,
  getAnalyticsContext,
  leavesThisPage,
  OUTBOUND_LINK_DELAY_MS,
  outboundUrl,
  readIgnoreFlag,
  setActiveTracker,
  type PageEnvironment,
  type Transport,
} from '@/lib/analytics'
import { parseCookies } from '@/lib/consent'
import { navigate as checkedNavigate } from '@/lib/navigation/navigate'
import { AUTH_MARKER_COOKIE } from '@/lib/routes/guard'

export interface PageViewsProps {
  /** Where events go; the default posts them to the configured endpoint. */
  transport?: Transport
  /** How an outbound link is followed once its event has left. */
  navigate?: (url: string) => void
}

const defaultTransport = fetchTransport()
/** An outbound link leaves the site: through the external-navigation check, with a full page load. */
const defaultNavigate = (url: string) =>
  void checkedNavigate(
    url,
    { origin: window.location.origin, external: true },
    { push: (path) => window.location.assign(path), assign: (href) => window.location.assign(href), logger: console },
  )

function browserEnvironment(): PageEnvironment {
  const { collectivity, cartId } = getAnalyticsContext()
  return {
    hostname: window.location.hostname,
    referrer: document.referrer,
    width: window.innerWidth,
    ignoreFlag: readIgnoreFlag(() => window.localStorage),
    signedIn: Boolean(parseCookies(document.cookie).get(AUTH_MARKER_COOKIE)),
    collectivity,
    cartId,
  }
}

function PageViewsInner({ transport, navigate }: Required<PageViewsProps>) {
  const { ANALYTICS_ENDPOINT, ANALYTICS_DOMAIN, ANALYTICS_ALLOW_LOCALHOST } = usePublicConfig()
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const tracker = useMemo(
    () =>
      createTracker(
        { endpoint: ANALYTICS_ENDPOINT, domain: ANALYTICS_DOMAIN, allowLocalhost: ANALYTICS_ALLOW_LOCALHOST },
        transport,
        browserEnvironment,
      ),
    [ANALYTICS_ENDPOINT, ANALYTICS_DOMAIN, ANALYTICS_ALLOW_LOCALHOST, transport],
  )
  // Strict Mode runs effects twice; a route is counted once however often the effect runs for it.
  const lastCounted = useRef<string | null>(null)

  useEffect(() => {
    setActiveTracker({ tracker, currentUrl: () => window.location.href })
    return () => setActiveTracker(null)
  }, [tracker])

  useEffect(() => {
    // Built from the router's view rather than `location`, which the fragment would also change.
    const url = new URL(`${pathname}${search ? `?${search}` : ''}`, window.location.origin).href
    if (url === lastCounted.current) return
    lastCounted.current = url
    tracker.pageview(url)
  }, [tracker, pathname, search])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // A right click (auxclick, button 2) opens a menu, not the link.
      if (event.type === 'auxclick' && event.button !== 1) return
      if (event.defaultPrevented || !(event.target instanceof Element)) return
      const anchor = event.target.closest('a[href]')
      if (!(anchor instanceof HTMLAnchorElement) || !tracker.enabled()) return
      const target = outboundUrl(anchor.href, window.location.href)
      if (!target) return
      tracker.event(ANALYTICS_EVENTS.outboundLink, window.location.href, { url: target.href })
      const click = {
        ...modifiers(event),
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
      }
      if (!leavesThisPage(click)) return
      event.preventDefault()
      setTimeout(() => navigate(target.href), OUTBOUND_LINK_DELAY_MS)
    }
    document.addEventListener('click', onClick)
    document.addEventListener('auxclick', onClick)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('auxclick', onClick)
    }
  }, [tracker, navigate])

  return null
}

function modifiers({ button, metaKey, ctrlKey, shiftKey, altKey }: MouseEvent) {
  return { button, metaKey, ctrlKey, shiftKey, altKey }
}

/**
 * Audience measurement (docs/product/consent-and-tracking.md#page-views): a page view for the first page and every client-side navigation, and
 * outbound links held 150 ms so their event leaves first. Own Suspense: `useSearchParams` needs one.
 * Not behind the cookie banner: nothing is stored in the browser and no identifier or personal data is
 * sent (lib/analytics/privacy.ts), the audience-measurement case that needs no consent.
 */
export function PageViews({ transport = defaultTransport, navigate = defaultNavigate }: PageViewsProps) {
  return (
    <Suspense fallback={null}>
      <PageViewsInner transport={transport} navigate={navigate} />
    </Suspense>
  )
}

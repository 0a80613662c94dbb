'use client'

import { lazy, Suspense, type ReactNode } from 'react'
import { PageViews } from '@/components/analytics/page-views'
import { SessionProvider } from '@/components/auth/session-provider'
import { CartProvider } from '@/components/cart/cart-provider'
import { NotificationsProvider } from '@/components/notifications'
import { useHydrated } from '@/components/use-browser-value'

// Neither is on screen nor needed before the page has hydrated, so they load right after it, off every
// page's first load (docs/adr/0020-what-a-catalogue-page-mounts.md): the bar waits for a navigation, and
// the banner's first layer is server HTML that keeps a click made before its library runs
// (docs/adr/0018-cookie-banner-first-layer-on-the-server.md). Page views stay in the first load: the
// first page's view is sent at hydration, before a visitor who leaves at once is gone.
const LoadingBar = lazy(() =>
  import('@/components/layout/loading-bar').then(({ LoadingBar }) => ({ default: LoadingBar })),
)
const CookieConsent = lazy(() =>
  import('@/components/consent/cookie-consent').then(({ CookieConsent }) => ({ default: CookieConsent })),
)

/** Renders `children` once the page has hydrated, never on the server (React's own lazy, no wrapper to load). */
function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null
}

/**
 * What every page mounts. The buyer's data (account lists, prices, cart) has its cache in the session's
 * runtime, which a visitor's catalogue page never loads (docs/adr/0020-what-a-catalogue-page-mounts.md).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <NotificationsProvider>
      <SessionProvider>
        <CartProvider>
          <AfterHydration>
            <LoadingBar />
          </AfterHydration>
          {children}
          <PageViews />
          <AfterHydration>
            <CookieConsent />
          </AfterHydration>
        </CartProvider>
      </SessionProvider>
    </NotificationsProvider>
  )
}

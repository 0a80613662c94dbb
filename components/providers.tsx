'use client'

import type { ReactNode } from 'react'
import { PageViews } from '@/components/analytics/page-views'
import { SessionProvider } from '@/components/auth/session-provider'
import { CartProvider } from '@/components/cart/cart-provider'
import { CookieConsent } from '@/components/consent/cookie-consent'
import { LoadingBar } from '@/components/layout/loading-bar'
import { NotificationsProvider } from '@/components/notifications'

/**
 * What every page mounts. The buyer's data (account lists, prices, cart) has its cache in the session's
 * runtime, which a visitor's catalogue page never loads (docs/adr/0020-what-a-catalogue-page-mounts.md).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <NotificationsProvider>
      <SessionProvider>
        <CartProvider>
          <LoadingBar />
          {children}
          <PageViews />
          <CookieConsent />
        </CartProvider>
      </SessionProvider>
    </NotificationsProvider>
  )
}

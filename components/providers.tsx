'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { PageViews } from '@/components/analytics/page-views'
import { SessionProvider } from '@/components/auth/session-provider'
import { CartProvider } from '@/components/cart/cart-provider'
import { CookieConsent } from '@/components/consent/cookie-consent'
import { LoadingBar } from '@/components/layout/loading-bar'
import { NotificationsProvider } from '@/components/notifications'

/** Client-side data (account lists, prices, cart) goes through one QueryClient per browser tab. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // The HTTP helper already retries (docs/product/constants.md#calls-to-outside-systems); a second retry layer would multiply attempts.
          queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  )
  return (
    <QueryClientProvider client={queryClient}>
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
    </QueryClientProvider>
  )
}

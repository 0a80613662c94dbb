import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import { EagerSession } from '@/components/auth/eager-session'
import { SignedOutExit } from '@/components/auth/signed-out-exit'

/**
 * What account, checkout, sign-in, cart and form pages need beyond the catalogue's: every message
 * (catalogue pages carry only theirs, i18n/client-messages.ts) and the session's back-end clients in
 * the first render (catalogue pages load them on demand, components/auth/session-provider.tsx); on
 * account and checkout pages, the way out for a buyer signed out meanwhile.
 */
export function AreaProviders({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider>
      <EagerSession>
        <SignedOutExit />
        {children}
      </EagerSession>
    </NextIntlClientProvider>
  )
}

import { connection } from 'next/server'
import type { ReactNode } from 'react'
import { AreaProviders } from '@/components/layout/area-providers'
import { CheckoutHeader } from '@/components/layout/checkout-header'

export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  // Rendered per request: the proxy's per-request script nonce (ADR 0002) must reach every script.
  await connection()
  return (
    <AreaProviders>
      <CheckoutHeader />
      <main id="contenu" className="container page" data-layout="checkout">
        {children}
      </main>
    </AreaProviders>
  )
}

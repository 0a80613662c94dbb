import { connection } from 'next/server'
import type { ReactNode } from 'react'
import { AreaProviders } from '@/components/layout/area-providers'

export default async function EmptyLayout({ children }: { children: ReactNode }) {
  // Rendered per request: these pages receive or handle tokens and run under the proxy's per-request
  // script nonce (ADR 0002), which must reach every script.
  await connection()
  return (
    <AreaProviders>
      <main id="contenu" className="container page" data-layout="empty">
        {children}
      </main>
    </AreaProviders>
  )
}

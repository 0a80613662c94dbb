import { connection } from 'next/server'
import type { ReactNode } from 'react'
import { AreaProviders } from '@/components/layout/area-providers'
import { AccountNav } from '@/components/layout/account-nav'
import styles from './account-layout.module.css'

export default async function AccountLayout({ children }: { children: ReactNode }) {
  // Rendered per request: the proxy's per-request script nonce (ADR 0002) must reach every script.
  await connection()
  return (
    <AreaProviders>
      <div className={`container page ${styles.grid}`}>
        <AccountNav />
        <main id="contenu" data-layout="account">
          {children}
        </main>
      </div>
    </AreaProviders>
  )
}

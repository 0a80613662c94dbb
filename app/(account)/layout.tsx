import { connection } from 'next/server'
import type { ReactNode } from 'react'
import { AreaProviders } from '@/components/layout/area-providers'
import { AccountNav } from '@/components/layout/account-nav'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import styles from './account-layout.module.css'

export default async function AccountLayout({ children }: { children: ReactNode }) {
  // Rendered per request: the proxy's per-request script nonce (ADR 0002) must reach every script.
  await connection()
  return (
    <AreaProviders>
      <SiteHeader />
      <div className={`container page ${styles.grid}`}>
        <AccountNav />
        <main id="contenu" data-layout="account">
          {children}
        </main>
      </div>
      <SiteFooter />
    </AreaProviders>
  )
}

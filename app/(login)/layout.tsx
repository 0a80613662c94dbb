import { connection } from 'next/server'
import type { ReactNode } from 'react'
import { AreaProviders } from '@/components/layout/area-providers'
import { Logo } from '@/components/layout/logo'
import styles from './login-layout.module.css'

export default async function LoginLayout({ children }: { children: ReactNode }) {
  // Rendered per request: these pages receive or handle tokens and run under the proxy's per-request
  // script nonce (ADR 0002), which must reach every script.
  await connection()
  return (
    <AreaProviders>
      <div className={styles.backdrop}>
        <main id="contenu" className={styles.card} data-layout="login">
          <div className={styles.logo}>
            <Logo />
          </div>
          {children}
        </main>
      </div>
    </AreaProviders>
  )
}

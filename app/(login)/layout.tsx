import type { ReactNode } from 'react'
import { AreaProviders } from '@/components/layout/area-providers'
import { Logo } from '@/components/layout/logo'
import styles from './login-layout.module.css'

export default function LoginLayout({ children }: { children: ReactNode }) {
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

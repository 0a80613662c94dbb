import type { ReactNode } from 'react'
import { AreaProviders } from '@/components/layout/area-providers'

export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <AreaProviders>
      <main id="contenu" className="container page" data-layout="empty">
        {children}
      </main>
    </AreaProviders>
  )
}

import type { ReactNode } from 'react'

export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="contenu" className="container page" data-layout="empty">
      {children}
    </main>
  )
}

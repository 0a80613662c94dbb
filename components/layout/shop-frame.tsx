import type { ReactNode } from 'react'
import { NotFoundView } from '@/components/error/not-found-view'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** The main landmark of the default layout's pages. */
export function DefaultMain({ children }: { children: ReactNode }) {
  return (
    <main id="contenu" className="container page" data-layout="default">
      {children}
    </main>
  )
}

/**
 * The shop around a page: the header, the page's landmarks, the footer; given nothing, the 404 page.
 * The default and account layouts and the root not-found page all draw it through this one module, so
 * that their client components (header, footer, 404 view) are one set: Turbopack then builds one chunk
 * of them, which a page loads once instead of once per boundary
 * (docs/adr/0025-one-chunk-for-the-shop-frame.md).
 */
export function ShopFrame({
  children = (
    <DefaultMain>
      <NotFoundView />
    </DefaultMain>
  ),
}: {
  children?: ReactNode
}) {
  return (
    <>
      <SiteHeader />
      {children}
      <SiteFooter />
    </>
  )
}

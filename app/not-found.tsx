import type { Metadata } from 'next'
import { notFoundMetadata } from '@/components/error/not-found-page'
import { NotFoundView } from '@/components/error/not-found-view'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'

export const generateMetadata = (): Promise<Metadata> => notFoundMetadata()

/** An address no route matches: the 404 in the root layout alone, so it draws the shop around it. */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="contenu" className="container page" data-layout="default">
        <NotFoundView />
      </main>
      <SiteFooter />
    </>
  )
}

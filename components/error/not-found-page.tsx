import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { NotFoundView } from './not-found-view'

/** Title and robots of a 404 page. */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('error')
  return { title: t('404.title'), robots: { index: false } }
}

/** Throws Next's not-found signal: the response's status becomes 404. */
async function NotFoundStatus(): Promise<never> {
  notFound()
}

/**
 * What a page returns for an address that names nothing: the 404 page as server HTML inside the
 * page's layout, answered with the 404 status.
 *
 * A bare `notFound()` in a page is only drawn by the browser: React's server rendering runs no error
 * boundary, so Next answers an empty document (no text, no `lang`) and the boundary draws the 404 once
 * JavaScript runs. Here the 404 view is the page's own content, and the signal is thrown inside a
 * Suspense boundary, where Next's prerender of a cached (ISR) page catches it, sets the status and
 * keeps the rest of the HTML. In the browser the same signal reaches the layout's not-found boundary,
 * which shows the same view. Only cached pages set the status this way: a page rendered on each
 * request has sent its status before the boundary fails.
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundView />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}

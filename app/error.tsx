'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { ErrorView } from '@/components/error/error-view'
import { reloadOnChunkFailure } from '@/components/error/reload-on-chunk-failure'
import { isBackendUnavailable } from '@/lib/http/unavailable'
import { deferredLogger } from '@/lib/log/deferred'

const log = deferredLogger('page')

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations()
  useEffect(() => {
    log.error('Page error', error)
    reloadOnChunkFailure(error)
  }, [error])
  // A back end the page needs did not answer in time (docs/adr/0010-back-end-budgets-and-breakers.md):
  // nothing the buyer can fix, and nothing worth a technical detail.
  const unavailable = isBackendUnavailable(error)
  const status = unavailable ? 503 : 500
  // In production Next replaces server error messages by a digest; show what reaches us.
  const message = error.digest ? `${error.message} (${error.digest})` : error.message
  return (
    <main id="contenu" className="container page" data-layout="default">
      <ErrorView
        status={status}
        title={unavailable ? t('error.unavailable.title') : t('error.generic')}
        text={unavailable ? t('error.unavailable.text') : t('error.generic')}
        message={unavailable ? undefined : message}
        messageLabel={t('error.detailsLabel')}
        statusLabel={t('error.statusLabel', { status: String(status) })}
        back={
          // A full page load on purpose, as on the root error page: the router may be what failed, and the
          // router's link stays out of the boundary every page loads (docs/adr/0020-what-a-catalogue-page-mounts.md).
          // eslint-disable-next-line @next/next/no-html-link-for-pages
          <a href="/" className="button">
            {t('btn.back')}
          </a>
        }
        actions={
          <button type="button" className="button button--secondary" onClick={reset}>
            {t('btn.retry')}
          </button>
        }
      />
    </main>
  )
}

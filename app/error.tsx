'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { ErrorView } from '@/components/error/error-view'
import { reloadOnChunkFailure } from '@/components/error/reload-on-chunk-failure'
import { isBackendUnavailable } from '@/lib/http/unavailable'
import { logger } from '@/lib/log/logger'

const log = logger('page')

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations()
  useEffect(() => {
    log.error('Page error', error)
    reloadOnChunkFailure(error)
  }, [error])
  const retry = (
    <button type="button" className="button button--secondary" onClick={reset}>
      {t('btn.retry')}
    </button>
  )
  // A back end the page needs did not answer in time (docs/adr/0010-back-end-budgets-and-breakers.md):
  // nothing the buyer can fix, and nothing worth a technical detail.
  if (isBackendUnavailable(error)) {
    return (
      <main id="contenu" className="container page" data-layout="default">
        <ErrorView
          status={503}
          title={t('error.unavailable.title')}
          text={t('error.unavailable.text')}
          messageLabel={t('error.detailsLabel')}
          statusLabel={t('error.statusLabel', { status: 503 })}
          backLabel={t('btn.back')}
          actions={retry}
        />
      </main>
    )
  }
  // In production Next replaces server error messages by a digest; show what reaches us.
  const message = error.digest ? `${error.message} (${error.digest})` : error.message
  return (
    <main id="contenu" className="container page" data-layout="default">
      <ErrorView
        status={500}
        title={t('error.generic')}
        text={t('error.generic')}
        message={message}
        messageLabel={t('error.detailsLabel')}
        statusLabel={t('error.statusLabel', { status: 500 })}
        backLabel={t('btn.back')}
        actions={retry}
      />
    </main>
  )
}

'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { ErrorView } from '@/components/error/error-view'
import { reloadOnChunkFailure } from '@/components/error/reload-on-chunk-failure'

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations()
  useEffect(() => {
    console.error('[page error]', error)
    reloadOnChunkFailure(error)
  }, [error])
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
        actions={
          <button type="button" className="button button--secondary" onClick={reset}>
            {t('btn.retry')}
          </button>
        }
      />
    </main>
  )
}

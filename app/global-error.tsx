'use client'

import { useEffect } from 'react'
import { reloadOnChunkFailure } from '@/components/error/reload-on-chunk-failure'
import { deferredLogger } from '@/lib/log/deferred'
import './globals.css'

const log = deferredLogger('page')

/**
 * Replaces the root layout when it fails, so it cannot rely on the intl provider: its texts come from
 * messages/fr.json through the build (next.config.ts `env`).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    log.error('Root layout error', error)
    reloadOnChunkFailure(error)
  }, [error])
  return (
    <html lang="fr">
      <body>
        <main id="contenu" style={{ maxWidth: '40rem', margin: '3rem auto', padding: '1rem', textAlign: 'center' }}>
          <p style={{ fontSize: '6rem', fontWeight: 900, margin: 0, color: 'var(--color-primary)' }}>500</p>
          <h1>{process.env.GLOBAL_ERROR_TITLE}</h1>
          <pre
            style={{ textAlign: 'left', whiteSpace: 'pre-wrap', background: '#17212e', color: '#fff', padding: '1rem' }}
          >
            <code>{error.digest ? `${error.message} (${error.digest})` : error.message}</code>
          </pre>
          {/* A plain anchor on purpose: the router may be what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="button">
            {process.env.GLOBAL_ERROR_BACK}
          </a>
        </main>
      </body>
    </html>
  )
}

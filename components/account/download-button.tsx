'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useNotify } from '@/components/notifications'
import type { Result } from '@/lib/http/result'
import { serverMessage } from '@/lib/order-system/errors'
import { logger } from '@/lib/log/logger'

const log = logger('download')

/**
 * Downloads a document the order system serves only to the signed-in buyer (the session cookie goes
 * with the request, so a plain link to the back end would not do across origins): fetch it, then
 * hand the browser a local copy under a readable file name.
 */
export function DownloadButton({
  download,
  fileName,
  children,
  className = 'button button--secondary',
}: {
  download: () => Promise<Result<Blob>>
  fileName: string
  children: React.ReactNode
  className?: string
}) {
  const t = useTranslations('accountList')
  const notify = useNotify()
  const [busy, setBusy] = useState(false)

  async function onClick() {
    if (busy) return
    setBusy(true)
    try {
      const result = await download()
      if (!result.ok) {
        log.error('Download failed', { fileName, kind: result.error.kind, error: result.error.message })
        notify({ type: 'error', message: serverMessage(result.error) ?? t('downloadFailed') })
        return
      }
      const url = URL.createObjectURL(result.data)
      const link = document.createElement('a')
      link.href = url
      link.download = fileName
      document.body.append(link)
      link.click()
      link.remove()
      // Revoked on the next turn: the click has handed the file to the browser by then.
      setTimeout(() => URL.revokeObjectURL(url), 0)
    } finally {
      setBusy(false)
    }
  }

  return (
    <button type="button" className={className} onClick={() => void onClick()} aria-busy={busy} disabled={busy}>
      {children}
    </button>
  )
}

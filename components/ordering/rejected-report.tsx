'use client'

import { useTranslations } from 'next-intl'
import type { ParseResult } from '@/lib/ordering/parse-lines'
import styles from './quick-order.module.css'

/** The lines a paste or a file could not use, each with its line number and why. */
export function RejectedReport({ result }: { result: Pick<ParseResult, 'rejected' | 'overLimitMessage'> }) {
  const t = useTranslations('quickOrder.import')
  if (result.rejected.length === 0 && !result.overLimitMessage) return null
  return (
    <div className={styles.report} data-testid="quick-order-rejected">
      <h3>{t('rejectedTitle')}</h3>
      <ul>
        {result.rejected.map((line) => (
          <li key={line.line}>
            {t('rejectedLine', { line: line.line, reason: line.message })} <code>{line.text}</code>
          </li>
        ))}
        {result.overLimitMessage && <li>{result.overLimitMessage}</li>}
      </ul>
    </div>
  )
}

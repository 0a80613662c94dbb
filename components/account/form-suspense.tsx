'use client'

import { useTranslations } from 'next-intl'
import { Suspense, type ReactNode } from 'react'

/**
 * Where an account form loaded on first opening appears: its code (react-hook-form and the resolvers)
 * stays out of the page's first load, and the buyer reads a short status while it arrives
 * (docs/adr/0021-validation-and-identity-code-in-the-browser.md).
 */
export function FormSuspense({ children }: { children: ReactNode }) {
  const t = useTranslations('accountList')
  return (
    <Suspense
      fallback={
        <p role="status" className="muted">
          {t('loading')}
        </p>
      }
    >
      {children}
    </Suspense>
  )
}

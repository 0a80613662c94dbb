'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { StatusSuspense } from '@/components/layout/status-suspense'

/**
 * Where an account form loaded on first opening appears: its code (react-hook-form and the resolvers)
 * stays out of the page's first load (docs/adr/0021-validation-and-identity-code-in-the-browser.md).
 */
export function FormSuspense({ children }: { children: ReactNode }) {
  const t = useTranslations('accountList')
  return <StatusSuspense status={t('loading')}>{children}</StatusSuspense>
}

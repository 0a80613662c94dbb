'use client'

import { useTranslations } from 'next-intl'
import { noSubscription, useBrowserValue } from '@/components/use-browser-value'

const currentPath = () => window.location.pathname

/**
 * The path is filled in by the browser. Reading request headers in not-found.tsx would make every
 * page of the shop dynamic (the root not-found boundary belongs to every route), and the prerendered
 * 404 page cannot know the path; crawlers still get the 404 status and title.
 */
export function NotFoundMessage() {
  const t = useTranslations('error.404')
  const path = useBrowserValue<string | null>(noSubscription, currentPath, null)
  return <code>{t('message', { path: path ?? '…' })}</code>
}

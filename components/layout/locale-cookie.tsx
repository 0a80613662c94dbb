'use client'

import { useLocale } from 'next-intl'
import { useEffect } from 'react'
import { localeCookie } from '@/lib/i18n/locale-cookie'

/**
 * Remembers the page's locale for a year (lib/i18n/locale-cookie.ts), written from the browser: the
 * pages are cached and the same for everyone, so no response may carry a visitor's cookie.
 */
export function LocaleCookie() {
  const locale = useLocale()
  useEffect(() => {
    document.cookie = localeCookie(locale, { secure: window.location.protocol === 'https:' })
  }, [locale])
  return null
}

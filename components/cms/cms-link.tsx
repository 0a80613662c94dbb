import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import type { ReactNode } from 'react'

export interface CmsLinkProps {
  href: string
  openInNewTab?: boolean
  className?: string
  children: ReactNode
}

/**
 * A link typed by an editor (already restricted to safe schemes by lib/cms/schemas.ts): site paths go
 * through Next's client navigation, anything else is a plain anchor. A new tab is announced to screen
 * readers and never gives the opened page a handle on ours.
 */
export function CmsLink({ href, openInNewTab = false, className, children }: CmsLinkProps) {
  const t = useTranslations('cms')
  const newTab = openInNewTab ? (
    <>
      {' '}
      <span className="sr-only">{t('newTab')}</span>
    </>
  ) : null
  if (openInNewTab) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener">
        {children}
        {newTab}
      </a>
    )
  }
  if (href.startsWith('/')) {
    return (
      <IntentLink href={href} className={className}>
        {children}
      </IntentLink>
    )
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  )
}

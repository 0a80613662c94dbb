import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type messages from '@/messages/fr.json'

type PageKey = Exclude<keyof (typeof messages)['pages'], 'comingSoon'>

/**
 * A route whose feature lands in a later issue: its real layout, its heading and an honest notice,
 * never a fake form. Each route file replaces this when its feature is built.
 */
export function plannedPage(key: PageKey) {
  return async function PlannedPage() {
    const t = await getTranslations('pages')
    return <PlannedContent title={t(`${key}.title`)} notice={t('comingSoon')} />
  }
}

export function plannedMetadata(key: PageKey, options: { index?: boolean } = {}) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('pages')
    return { title: t(`${key}.title`), robots: options.index === false ? { index: false } : undefined }
  }
}

export function PlannedContent({ title, notice }: { title: string; notice: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p className="muted">{notice}</p>
    </>
  )
}

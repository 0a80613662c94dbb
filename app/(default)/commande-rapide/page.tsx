import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { QuickOrder } from '@/components/ordering/quick-order'

/** A buyer's own ordering tool: never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('quickOrder')
  return { title: t('title'), robots: { index: false } }
}

/**
 * A static shell: the rows, prices and cart live in the browser. Not behind the sign-in guard: a
 * guest gets a prompt to sign in that brings them back here, rather than a redirect.
 */
export default async function QuickOrderRoute() {
  const t = await getTranslations('quickOrder')
  return (
    <>
      <h1>{t('title')}</h1>
      <QuickOrder />
    </>
  )
}

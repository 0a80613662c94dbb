import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AddressBook } from '@/components/account/addresses/address-book'
import { getSettings } from '@/lib/shop-server/server'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.addresses')
  return { title: t('title'), robots: { index: false } }
}

/** The countries (and titles, states) come from the shop's settings, the same for every buyer. */
export default async function AddressesPage() {
  const [t, settings] = await Promise.all([getTranslations('pages.addresses'), getSettings()])
  return (
    <>
      <h1>{t('title')}</h1>
      <AddressBook
        references={{
          countries: settings?.countries ?? [],
          titles: settings?.titles ?? [],
          states: settings?.states ?? [],
        }}
      />
    </>
  )
}

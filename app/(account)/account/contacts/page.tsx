import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ContactBook } from '@/components/account/contacts/contact-book'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages.contacts')
  return { title: t('title'), robots: { index: false } }
}

export default async function ContactsPage() {
  const t = await getTranslations('pages.contacts')
  return (
    <>
      <h1>{t('title')}</h1>
      <ContactBook />
    </>
  )
}

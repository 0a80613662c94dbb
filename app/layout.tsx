import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { LocaleCookie } from '@/components/layout/locale-cookie'
import { PrefetchPolicy } from '@/components/navigation/prefetch-policy'
import { Providers } from '@/components/providers'
import { PublicConfigProvider } from '@/components/public-config'
import { getPublicConfig } from '@/lib/config'
import { STOREFRONT_NAMESPACES, pickMessages } from '@/i18n/client-messages'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta')
  return {
    title: { default: `${t('siteName')} · ${t('tagline')}`, template: `%s · ${t('siteName')}` },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
  }
}

export const viewport: Viewport = { themeColor: '#0b4f8a', width: 'device-width', initialScale: 1 }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale()
  const [t, messages] = await Promise.all([getTranslations('a11y'), getMessages()])
  return (
    <html lang={locale}>
      <body>
        <PrefetchPolicy />
        <a href="#contenu" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={pickMessages(messages, STOREFRONT_NAMESPACES)}>
          <LocaleCookie />
          <PublicConfigProvider config={getPublicConfig()}>
            <Providers>{children}</Providers>
          </PublicConfigProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}

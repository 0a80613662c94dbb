import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { consentEn } from '@/components/consent/en'
import { FirstLayer } from '@/components/consent/first-layer'
import { LocaleCookie } from '@/components/layout/locale-cookie'
import { PrefetchPolicy } from '@/components/navigation/prefetch-policy'
import { Providers } from '@/components/providers'
import { PublicConfigProvider } from '@/components/public-config'
import { getPublicConfig } from '@/lib/config'
import { consentCategories } from '@/lib/consent'
import { STOREFRONT_MESSAGES, pickMessages } from '@/i18n/client-messages'
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
  const config = getPublicConfig()
  return (
    // The first layer's script marks <html> before hydration (components/consent/first-layer.tsx).
    <html lang={locale} suppressHydrationWarning>
      <body>
        <PrefetchPolicy />
        <a href="#contenu" className="skip-link">
          {t('skipToContent')}
        </a>
        {/* Before the page, so a first visit paints it with the first frame rather than once the whole
            page is parsed (ADR 0018); after the skip link, which stays the first stop of the keyboard. */}
        <FirstLayer
          texts={locale.startsWith('fr') ? messages.consent : consentEn}
          categories={consentCategories(config.CONSENT_OPTIONAL_CATEGORIES)}
          showToBots={config.CONSENT_SHOW_TO_BOTS}
        />
        <NextIntlClientProvider messages={pickMessages(messages, STOREFRONT_MESSAGES)}>
          <LocaleCookie />
          <PublicConfigProvider config={config}>
            <Providers>{children}</Providers>
          </PublicConfigProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}

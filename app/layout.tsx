import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Providers } from '@/components/providers'
import { PublicConfigProvider } from '@/components/public-config'
import { getPublicConfig } from '@/lib/config'
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
  const t = await getTranslations('a11y')
  return (
    <html lang={locale}>
      <body>
        <a href="#contenu" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider>
          <PublicConfigProvider config={getPublicConfig()}>
            <Providers>{children}</Providers>
          </PublicConfigProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}

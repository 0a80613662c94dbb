import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import { PublicConfigProvider } from '@/components/public-config'
import { parseEnv, toPublicConfig, type PublicConfig } from '@/lib/config/schema'
import { messages } from '@/i18n/messages'

/** The providers of app/layout.tsx, with a public configuration built from test variables. */
export function withShell(children: ReactNode, env: Record<string, string> = {}, locale = 'fr') {
  const config: PublicConfig = toPublicConfig(parseEnv(env))
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Paris">
      <PublicConfigProvider config={config}>{children}</PublicConfigProvider>
    </NextIntlClientProvider>
  )
}

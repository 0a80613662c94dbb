'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useSyncExternalStore } from 'react'
import { usePublicConfig } from '@/components/public-config'
import { consentCategories, grantedCategories, type ConsentCategories, type ConsentTexts } from '@/lib/consent'
import { consentEn } from './en'
import { subscribeToConsent } from './runtime'

export function useConsentCategories(): ConsentCategories {
  const { CONSENT_OPTIONAL_CATEGORIES } = usePublicConfig()
  return useMemo(() => consentCategories(CONSENT_OPTIONAL_CATEGORIES), [CONSENT_OPTIONAL_CATEGORIES])
}

/**
 * The categories the visitor has granted, from the consent cookies. Nothing on the server and during
 * hydration: the HTML is the same for everyone and the choice applies right after.
 */
export function useGrantedCategories(): readonly string[] {
  const categories = useConsentCategories()
  const cookies = useSyncExternalStore(
    subscribeToConsent,
    () => document.cookie,
    () => '',
  )
  return useMemo(() => grantedCategories(cookies, categories), [cookies, categories])
}

/** The French texts (messages/fr.json). */
export function useFrenchConsentTexts(): ConsentTexts {
  return useTranslations().raw('consent') as ConsentTexts
}

/** The texts in the page's language: French on our pages, English otherwise (docs/product/consent-and-tracking.md#cookie-banner). */
export function useConsentTexts(): ConsentTexts {
  const french = useFrenchConsentTexts()
  return useLocale().startsWith('fr') ? french : consentEn
}

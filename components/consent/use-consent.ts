'use client'

import { useLocale, useMessages } from 'next-intl'
import { useMemo } from 'react'
import { usePublicConfig } from '@/components/public-config'
import { useBrowserValue } from '@/components/use-browser-value'
import { consentCategories, grantedCategories, type ConsentCategories, type ConsentTexts } from '@/lib/consent'
import { consentEn } from './en'
import { subscribeToConsent } from './runtime'

export function useConsentCategories(): ConsentCategories {
  const { CONSENT_OPTIONAL_CATEGORIES } = usePublicConfig()
  return useMemo(() => consentCategories(CONSENT_OPTIONAL_CATEGORIES), [CONSENT_OPTIONAL_CATEGORIES])
}

const readCookies = () => document.cookie

/**
 * The categories the visitor has granted, from the consent cookies. Nothing on the server and during
 * hydration: the HTML is the same for everyone and the choice applies right after.
 */
export function useGrantedCategories(): readonly string[] {
  const categories = useConsentCategories()
  const cookies = useBrowserValue(subscribeToConsent, readCookies, '')
  return useMemo(() => grantedCategories(cookies, categories), [cookies, categories])
}

/** The French texts (messages/fr.json). */
export function useFrenchConsentTexts(): ConsentTexts {
  return useMessages().consent
}

/** The texts in the page's language: French on our pages, English otherwise (docs/product/consent-and-tracking.md#cookie-banner). */
export function useConsentTexts(): ConsentTexts {
  const french = useFrenchConsentTexts()
  return useLocale().startsWith('fr') ? french : consentEn
}

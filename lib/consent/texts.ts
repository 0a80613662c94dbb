import type messages from '@/messages/fr.json'

/** The banner's texts in one language; French comes from messages/fr.json, English from components/consent/en.ts. */
export type ConsentTexts = (typeof messages)['consent']

import { parse, TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import json from '@/messages/fr.json'

/**
 * The build compiles every message (next.config.ts, docs/adr/0016-first-load-javascript.md): a message
 * with an argument, a tag or an ICU escape becomes a structure, and only a plain text stays the same
 * string. Code that reads messages as strings instead of formatting them must therefore read plain texts
 * only: the cookie banner hands its whole namespace to vanilla-cookieconsent
 * (components/consent/use-consent.ts), and the outage page is written before any formatter
 * (lib/routes/outage-guard.ts).
 */
const READ_AS_STRINGS = {
  consent: json.consent,
  'error.unavailable': json.error.unavailable,
  'meta.siteName': json.meta.siteName,
  'btn.retry': json.btn.retry,
  'btn.back': json.btn.back,
}

function texts(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => texts(child, `${path}.${key}`))
}

/** The text a formatter would print, when the message is plain; null when it is not. */
function plainText(message: string): string | null {
  const elements = parse(message)
  return elements.every((element) => element.type === TYPE.literal)
    ? elements.map((element) => (element.type === TYPE.literal ? element.value : '')).join('')
    : null
}

describe('messages read as strings', () => {
  it.each(Object.entries(READ_AS_STRINGS).flatMap(([path, value]) => texts(value, path)))(
    '%s is a plain text, printed as written',
    (_path, message) => {
      expect(plainText(message)).toBe(message)
    },
  )
})

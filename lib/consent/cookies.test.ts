import { describe, expect, it, vi } from 'vitest'
import {
  CONSENT_COOKIE,
  consentCategories,
  consentCookieStrings,
  consentRevision,
  consentValue,
  ENABLED_COOKIE,
  enabledCategories,
  grantedCategories,
  hasConsent,
  LIBRARY_COOKIE,
  NECESSARY_CATEGORY,
  parseCookies,
  serializeCookie,
} from '.'

const necessaryOnly = consentCategories()
const withFunctional = consentCategories(['functional'])

describe('categories', () => {
  it('has one necessary category `sh` covering the consent cookies, and no optional one by default', () => {
    expect(necessaryOnly.necessary).toEqual([NECESSARY_CATEGORY])
    expect(NECESSARY_CATEGORY.id).toBe('sh')
    expect(NECESSARY_CATEGORY.targetCookieIds).toEqual(expect.arrayContaining([CONSENT_COOKIE, ENABLED_COOKIE]))
    expect(NECESSARY_CATEGORY.targetCookieIds).toContain(LIBRARY_COOKIE)
    expect(necessaryOnly.optional).toEqual([])
  })

  it('adds configured optional categories once each', () => {
    expect(consentCategories(['functional', 'functional']).optional.map((c) => c.id)).toEqual(['functional'])
  })
})

describe('hasConsent', () => {
  it('is true only when the cookie is the concatenation of every category id', () => {
    expect(consentValue(necessaryOnly)).toBe('sh')
    expect(consentValue(withFunctional)).toBe('shfunctional')
    expect(hasConsent('sh', necessaryOnly)).toBe(true)
    expect(hasConsent('shfunctional', withFunctional)).toBe(true)
  })

  it('is false without a cookie, or when the categories changed since the choice', () => {
    expect(hasConsent(undefined, necessaryOnly)).toBe(false)
    expect(hasConsent('', necessaryOnly)).toBe(false)
    expect(hasConsent('sh', withFunctional)).toBe(false)
    expect(hasConsent('functionalsh', withFunctional)).toBe(false)
  })
})

describe('enabledCategories', () => {
  it('splits on the pipe', () => {
    expect(enabledCategories('sh|functional')).toEqual(['sh', 'functional'])
    expect(enabledCategories('sh')).toEqual(['sh'])
  })

  it('is empty for a missing or empty cookie and ignores empty parts', () => {
    expect(enabledCategories(undefined)).toEqual([])
    expect(enabledCategories('')).toEqual([])
    expect(enabledCategories('sh||')).toEqual(['sh'])
  })
})

describe('grantedCategories', () => {
  it('grants nothing before a valid choice', () => {
    expect(grantedCategories('', withFunctional)).toEqual([])
    expect(grantedCategories('ncc_c=sh; ncc_e=sh%7Cfunctional', withFunctional)).toEqual([])
  })

  it('grants the enabled categories that still exist', () => {
    expect(grantedCategories('a=1; ncc_c=shfunctional; ncc_e=sh%7Cfunctional', withFunctional)).toEqual([
      'sh',
      'functional',
    ])
    expect(grantedCategories('ncc_c=shfunctional; ncc_e=sh|functional|ancienne', withFunctional)).toEqual([
      'sh',
      'functional',
    ])
    expect(grantedCategories('ncc_c=sh; ncc_e=sh', necessaryOnly)).toEqual(['sh'])
  })
})

describe('cookie strings', () => {
  it('parses a cookie header, first occurrence winning, tolerating bad escapes', () => {
    const cookies = parseCookies(' a=1; b=x%7Cy; a=2; c=%E0%A4%A; vide; =rien')
    expect(cookies.get('a')).toBe('1')
    expect(cookies.get('b')).toBe('x|y')
    expect(cookies.get('c')).toBe('%E0%A4%A')
    expect(cookies.size).toBe(3)
  })

  it('writes both consent cookies to expire one year after the choice', () => {
    const consentedAt = new Date('2025-03-01T10:00:00Z')
    const [consent, enabled] = consentCookieStrings(['sh'], withFunctional, { consentedAt, secure: true })
    expect(consent).toBe('ncc_c=shfunctional; Path=/; Expires=Sun, 01 Mar 2026 10:00:00 GMT; SameSite=Lax; Secure')
    expect(enabled).toBe('ncc_e=sh; Path=/; Expires=Sun, 01 Mar 2026 10:00:00 GMT; SameSite=Lax; Secure')
  })

  it('counts the year from now when the choice has no readable date', () => {
    vi.useFakeTimers({ now: new Date('2025-06-15T08:30:00Z') })
    try {
      const [consent] = consentCookieStrings([], necessaryOnly, {
        consentedAt: new Date('pas une date'),
        secure: false,
      })
      expect(consent).toContain('Expires=Mon, 15 Jun 2026 08:30:00 GMT')
    } finally {
      vi.useRealTimers()
    }
  })

  it('omits Secure on plain HTTP and escapes the pipe', () => {
    const cookie = serializeCookie('ncc_e', 'sh|functional', { expires: new Date(0), secure: false })
    expect(cookie).toBe('ncc_e=sh%7Cfunctional; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax')
    expect(parseCookies(cookie.split(';')[0] ?? '').get('ncc_e')).toBe('sh|functional')
  })
})

describe('consentRevision', () => {
  it('is a stable non-negative integer that changes with the category list', () => {
    expect(consentRevision(necessaryOnly)).toBe(consentRevision(consentCategories()))
    expect(consentRevision(withFunctional)).not.toBe(consentRevision(necessaryOnly))
    expect(Number.isInteger(consentRevision(withFunctional))).toBe(true)
    expect(consentRevision(withFunctional)).toBeGreaterThanOrEqual(0)
  })
})

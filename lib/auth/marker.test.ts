import { describe, expect, it } from 'vitest'
import { withCustomerFlags } from './customer-flags'
import { createAuthMarker } from './marker'

/** Keeps the last cookie written, as `document.cookie` shows one name=value pair per cookie. */
function fakeDocument() {
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      const last = writes.at(-1) ?? ''
      return last.includes('Max-Age=0') ? '' : (last.split(';')[0] ?? '')
    },
    set cookie(value: string) {
      writes.push(value)
    },
  }
}

describe('the auth_user marker', () => {
  it('lasts 10 days on the whole site, is sent on top-level navigations, and carries no secret', () => {
    const doc = fakeDocument()
    const marker = createAuthMarker(doc, { secure: false })
    expect(marker.isSet()).toBe(false)
    marker.set()
    expect(doc.writes[0]).toBe('auth_user=1; Max-Age=864000; Path=/; SameSite=Lax')
    expect(marker.isSet()).toBe(true)
    marker.clear()
    expect(doc.writes[1]).toBe('auth_user=; Max-Age=0; Path=/; SameSite=Lax')
    expect(marker.isSet()).toBe(false)
  })

  it('is Secure over HTTPS', () => {
    const doc = fakeDocument()
    createAuthMarker(doc, { secure: true }).set()
    expect(doc.writes[0]).toMatch(/; Secure$/)
  })
})

describe('withCustomerFlags', () => {
  const base = {
    id: 1,
    name: 'A',
    login: 'a@b.fr',
    role: 'pro',
    kind: 'user' as const,
    is_manager: false,
    has_market: false,
    market: null,
    has_tax_included_price: false,
    collectivity: false,
    optIn: false,
    phone: null,
    mobile: null,
    lang_id: null,
  }

  it.each([
    ['a user', base, false, false],
    ['an agent', { ...base, kind: 'agent' as const }, false, false],
    ['a manager', { ...base, kind: 'manager' as const, is_manager: true }, true, true],
    ['an agent flagged manager', { ...base, kind: 'agent' as const, is_manager: true }, true, true],
    ['a collectivity', { ...base, kind: 'collectivity' as const, collectivity: true }, true, false],
  ])('%s: contacts %s, members %s', (_, customer, contacts, members) => {
    expect(withCustomerFlags(customer)).toMatchObject({ canManageContacts: contacts, canManageMembers: members })
  })
})

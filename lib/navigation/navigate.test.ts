import { describe, expect, it, vi } from 'vitest'
import { checkNavigation, navigate, type NavigationCheck } from './navigate'

const origin = 'https://boutique.example'

describe('checkNavigation: same-origin targets', () => {
  it.each([
    ['/cart', '/cart'],
    ['/account/addresses?page=2#x', '/account/addresses?page=2#x'],
    ['cart', '/cart'],
    ['https://boutique.example/checkout?step=2', '/checkout?step=2'],
    ['https://boutique.example:443/cart', '/cart'],
    ['HTTPS://BOUTIQUE.EXAMPLE/cart', '/cart'],
    ['?page=2', '/?page=2'],
    // Same scheme without slashes is a relative reference for the URL parser, as in browsers.
    ['https:evil.example', '/evil.example'],
  ])('%j → %j', (target, url) => {
    expect(checkNavigation(target, { origin })).toEqual({ ok: true, url, external: false })
  })

  it('stays internal when external is allowed but not needed', () => {
    expect(checkNavigation('/cart', { origin, external: true })).toEqual({ ok: true, url: '/cart', external: false })
  })
})

describe('checkNavigation: refusals', () => {
  const forbidden: NavigationCheck = { ok: false, reason: 'forbidden-protocol' }
  const notAllowed: NavigationCheck = { ok: false, reason: 'external-not-allowed' }
  const invalid: NavigationCheck = { ok: false, reason: 'invalid' }

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript%3Aalert(1)',
    '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
    'javascript%253Aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'Data:text/html,x',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://boutique.example/7f1c',
  ])('always refuses %j as a forbidden protocol, even with external: true', (target) => {
    expect(checkNavigation(target, { origin })).toEqual(forbidden)
    expect(checkNavigation(target, { origin, external: true })).toEqual(forbidden)
  })

  it.each([
    'https://evil.example',
    'http://boutique.example/cart',
    'https://boutique.example.evil.example/',
    'https://evil.example@boutique.example.evil/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'http:evil.example',
    'mailto:contact@boutique.example',
  ])('refuses %j without the external option', (target) => {
    expect(checkNavigation(target, { origin })).toEqual(notAllowed)
  })

  it.each(['mailto:contact@boutique.example', 'tel:+33100000000', 'ftp://files.example/x', 'about:blank'])(
    'refuses the non-http external %j even when allowed',
    (target) => {
      expect(checkNavigation(target, { origin, external: true })).toEqual(forbidden)
    },
  )

  it.each(['', '   ', '/%2F/evil.example', '/%5Cevil.example', '/%25252525252525252F', 'http://[::1'])(
    'refuses %j as invalid',
    (target) => {
      expect(checkNavigation(target, { origin })).toEqual(invalid)
    },
  )
})

describe('checkNavigation: allowed externals', () => {
  it.each([
    ['https://paiement.example/pay?ref=SO42', 'https://paiement.example/pay?ref=SO42'],
    ['HTTP://Partner.Example', 'http://partner.example/'],
    ['//cdn.example/doc.pdf', 'https://cdn.example/doc.pdf'],
  ])('%j → %j', (target, url) => {
    expect(checkNavigation(target, { origin, external: true })).toEqual({ ok: true, url, external: true })
  })
})

describe('navigate', () => {
  const setup = () => ({ push: vi.fn(), assign: vi.fn(), logger: { error: vi.fn() } })

  it('hands a same-site target to the router, as a path', () => {
    const deps = setup()
    expect(navigate(`${origin}/cart?x=1`, { origin }, deps)).toBe(true)
    expect(deps.push).toHaveBeenCalledWith('/cart?x=1')
    expect(deps.assign).not.toHaveBeenCalled()
  })

  it('leaves the site with a full page load only when the call site allows it', () => {
    const deps = setup()
    expect(navigate('https://paiement.example/pay', { origin, external: true }, deps)).toBe(true)
    expect(deps.assign).toHaveBeenCalledWith('https://paiement.example/pay')
    expect(deps.push).not.toHaveBeenCalled()
  })

  it('refuses the rest, and tells the operator why', () => {
    const deps = setup()
    expect(navigate('https://autre.example/', { origin }, deps)).toBe(false)
    expect(navigate('javascript:alert(1)', { origin, external: true }, deps)).toBe(false)
    expect(deps.push).not.toHaveBeenCalled()
    expect(deps.assign).not.toHaveBeenCalled()
    expect(deps.logger.error).toHaveBeenCalledTimes(2)
    expect(deps.logger.error).toHaveBeenCalledWith(expect.stringContaining('external-not-allowed'))
  })
})

import { describe, expect, it } from 'vitest'
import { safeTarget } from './safe-target'

describe('safeTarget', () => {
  it.each([
    '/',
    '/account',
    '/account/addresses?page=2#x',
    '/search?q=caf%C3%A9&sku=A%2FB',
    '/search?q=100%',
    '/search?q=%E0%A4%A',
    '/univers/bureau-et-papeterie',
    '/account/sales/12?target=%2Faccount',
  ])('keeps the same-site path %j as given', (path) => {
    expect(safeTarget(path)).toBe(path)
  })

  it.each([
    [null],
    [undefined],
    [''],
    ['account'],
    [' /account'],
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/a\\b'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['%2F%2Fevil.example'],
    ['%2f%2fevil.example'],
    ['/%2F/evil.example'],
    ['/%2f%2fevil.example'],
    ['%252F%252Fevil.example'],
    ['/%25252F%25252Fevil.example'],
    ['/%25252525252525252F'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/%09/evil.example'],
    ['/%0A/evil.example'],
    ['/account\r\nSet-Cookie: a=b'],
    ['/account%0D%0ASet-Cookie:%20a=b'],
    ['/\u0000'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['%6Aavascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https://evil.example'],
    ['http://evil.example/account'],
    ['http:/evil.example'],
    ['http:evil.example'],
    ['https:\\\\evil.example'],
    ['//evil.example/%2F..'],
    ['%2Faccount'],
  ])('refuses %j', (raw) => {
    expect(safeTarget(raw)).toBe('/')
  })

  it('uses the given fallback', () => {
    expect(safeTarget('//evil.example', '/fr')).toBe('/fr')
    expect(safeTarget(undefined, '/account')).toBe('/account')
  })
})

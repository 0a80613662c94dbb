import { describe, expect, it } from 'vitest'
import { loginRedirectPath, requiresAuth } from './guard'

describe('requiresAuth', () => {
  it.each([
    '/account',
    '/account/',
    '/account/addresses',
    '/account/sales/12',
    '/checkout',
    '/checkout/validated',
    '/account/addresses.rsc',
    '//account//addresses',
    '/account/%61ddresses',
  ])('guards %s', (path) => expect(requiresAuth(path)).toBe(true))

  it.each([
    '/',
    '/cart',
    '/accounting',
    '/checkouts',
    '/account/login',
    '/account/login/',
    '/account/oidc-redirect',
    '/account/register',
    '/account/signup-validation',
    '/account/password-reset',
    '/account/set-new-password',
  ])('lets %s through', (path) => expect(requiresAuth(path)).toBe(false))
})

describe('loginRedirectPath', () => {
  it('encodes the original path and query as the target', () => {
    expect(loginRedirectPath('/account/addresses', '')).toBe('/account/login?target=%2Faccount%2Faddresses')
    expect(loginRedirectPath('/account/sales', '?page=2&x=a b')).toBe(
      '/account/login?target=%2Faccount%2Fsales%3Fpage%3D2%26x%3Da+b',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { returnKind, returnState, targetFromState } from './target'

describe('the return target through the OIDC state', () => {
  it('keeps a same-site path through the round trip', () => {
    const state = JSON.parse(JSON.stringify(returnState('/account/sales?page=2')))
    expect(targetFromState(state)).toBe('/account/sales?page=2')
  })

  it.each(['//evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '%2F%2Fevil.example'])(
    'never sends %j out, nor lets it back in',
    (target) => {
      expect(returnState(target)).toEqual({ target: '/' })
      expect(targetFromState({ target })).toBe('/')
    },
  )

  it('defaults to home without a target or with a state of another shape', () => {
    expect(returnState(undefined)).toEqual({ target: '/' })
    for (const state of [undefined, null, 'x', { target: 42 }, {}]) expect(targetFromState(state)).toBe('/')
  })
})

describe('returnKind', () => {
  it.each([
    ['?code=abc&state=xyz', 'sign-in'],
    ['?error=access_denied&state=xyz', 'sign-in'],
    ['?state=xyz', 'sign-out'],
    ['?code=abc', 'none'],
    ['', 'none'],
  ] as const)('%j is a %s return', (query, kind) => {
    expect(returnKind(new URLSearchParams(query))).toBe(kind)
  })
})

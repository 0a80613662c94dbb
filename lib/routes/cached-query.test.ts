import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  OWN_ROUTES,
  QUERY_SEGMENT,
  cachedQueryPath,
  isInternalQueryPath,
  pageQuery,
  readQuerySegment,
  routeQuery,
} from './cached-query'

const rewrite = (url: string) => {
  const parsed = new URL(url, 'http://shop.test')
  return cachedQueryPath(parsed.pathname, parsed.searchParams)
}

describe('cachedQueryPath', () => {
  it('moves the query of a catalogue URL into the internal segment, and reads it back', () => {
    const internal = rewrite('/gants-nitrile?marque=Nordik%20Pro&page=2&taille=L&taille=XL')
    expect(internal).toMatch(new RegExp(`^/gants-nitrile/${QUERY_SEGMENT}/[A-Za-z0-9_-]+$`))
    const segment = internal!.split('/').at(-1)!
    expect(readQuerySegment(segment)).toEqual({ marque: ['Nordik Pro'], page: ['2'], taille: ['L', 'XL'] })
  })

  it('keeps accents and symbols of a search intact', () => {
    const internal = rewrite('/search?q=%C3%A9pong%C3%A9+%26+gants%2F%2B')
    expect(internal).toMatch(/^\/search\/~q\//)
    expect(readQuerySegment(internal!.split('/').at(-1)!)).toEqual({ q: ['épongé & gants/+'] })
  })

  it('serves every ordering and every tracking tag from the same cached page', () => {
    const a = rewrite('/discount?tri=nom&page=3')
    expect(rewrite('/discount?page=3&utm_source=news&tri=nom&_rsc=abc')).toBe(a)
    expect(rewrite('/univers/hygiene?sku=X1')).toMatch(/^\/univers\/hygiene\/~q\//)
  })

  it('leaves alone URLs whose query the page does not read', () => {
    expect(rewrite('/gants-nitrile?utm_campaign=x&_rsc=1')).toBeNull()
    expect(rewrite('/gants-nitrile')).toBeNull()
    expect(rewrite('/?q=gants')).toBeNull()
    for (const own of OWN_ROUTES) expect(rewrite(`/${own}?page=2`)).toBeNull()
    expect(rewrite('/account/sales?page=2')).toBeNull()
    expect(rewrite('/robots.txt?page=2')).toBeNull()
    expect(rewrite('/univers?page=2')).toBeNull()
    expect(rewrite('/a/b?page=2')).toBeNull()
  })

  it('orders parameters by name but keeps the order of repeated values', () => {
    expect(pageQuery(new URLSearchParams('tri=nom&marque=B&marque=A'))).toBe('marque=B&marque=A&tri=nom')
  })
})

describe('internal paths', () => {
  it('are recognised, raw or escaped, so the proxy can refuse them', () => {
    expect(isInternalQueryPath('/gants/~q/cGFnZT0y')).toBe(true)
    expect(isInternalQueryPath('/gants/%7Eq/cGFnZT0y')).toBe(true)
    expect(isInternalQueryPath('/gants-q/page')).toBe(false)
  })

  it('read an undecodable or foreign segment as no query', () => {
    expect(readQuerySegment('%%%')).toEqual({})
    expect(readQuerySegment(btoa('\xff\xfe'))).toEqual({})
    expect(readQuerySegment(btoa('admin=1&page=2'))).toEqual({ page: ['2'] })
  })
})

describe('routeQuery', () => {
  it('reads the rewritten path back as the page’s query, the plain URL as none, anything else as no page', () => {
    const segments = rewrite('/gants?page=2&tri=nom')!.split('/').slice(2)
    expect(routeQuery(segments)).toEqual({ page: ['2'], tri: ['nom'] })
    expect(routeQuery(undefined)).toEqual({})
    expect(routeQuery([])).toEqual({})
    expect(routeQuery(['autre'])).toBeNull()
    expect(routeQuery([QUERY_SEGMENT])).toBeNull()
    expect(routeQuery([...segments, 'en-trop'])).toBeNull()
  })
})

describe('OWN_ROUTES', () => {
  it('lists every first segment the app routes itself, except the listings that read a query', () => {
    const app = path.resolve(__dirname, '../../app')
    const firstSegments = new Set<string>()
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isDirectory()) continue
        if (entry.name.startsWith('(')) visit(path.join(dir, entry.name))
        else if (!entry.name.startsWith('[') && !entry.name.includes('.')) firstSegments.add(entry.name)
      }
    }
    visit(app)
    expect([...firstSegments].filter((name) => !['search', 'discount'].includes(name)).sort()).toEqual(
      [...OWN_ROUTES].sort(),
    )
  })
})

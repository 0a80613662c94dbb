import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ENTRY_POINTS, isSafeMethod, sameOrigin } from './callers'

const SITE = 'https://boutique.example.fr'
const caller = (method: string, headers: Record<string, string> = {}) => ({ method, headers: new Headers(headers) })

describe('sameOrigin', () => {
  it('lets reads through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
      expect(sameOrigin(caller(method, { Origin: 'https://evil.example' }), SITE)).toEqual({ ok: true })
    }
  })

  it("accepts a POST from the shop's own pages", () => {
    expect(sameOrigin(caller('POST', { Origin: SITE }), `${SITE}/`)).toEqual({ ok: true })
    expect(sameOrigin(caller('DELETE', { 'Sec-Fetch-Site': 'same-origin' }), SITE)).toEqual({ ok: true })
  })

  it('refuses a POST from another origin, even one on the same host or site', () => {
    for (const origin of [
      'https://evil.example',
      'http://boutique.example.fr',
      'https://boutique.example.fr:8443',
      'null',
    ]) {
      expect(sameOrigin(caller('POST', { Origin: origin, 'Sec-Fetch-Site': 'same-origin' }), SITE)).toEqual({
        ok: false,
        reason: 'foreignOrigin',
      })
    }
  })

  it('without Origin, refuses what the browser calls cross-site and what comes from no browser', () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(sameOrigin(caller('PUT', { 'Sec-Fetch-Site': site }), SITE)).toEqual({
        ok: false,
        reason: 'crossSiteFetch',
      })
    }
    expect(sameOrigin(caller('POST'), SITE)).toEqual({ ok: false, reason: 'unknownOrigin' })
  })
})

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8')
const sourcesUnder = (dir: string) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file).split('\\').join('/'))

/** Files Next serves as routes of their own: route handlers and metadata routes. */
const METADATA_ROUTE =
  /\/(robots|sitemap|manifest|icon\d*|apple-icon\d*|opengraph-image\d*|twitter-image\d*)\.(ts|tsx|js|mjs)$/
const servedRoutes = () =>
  sourcesUnder('app').filter((file) => /\/route\.(ts|js|mjs)$/.test(file) || METADATA_ROUTE.test(file))
const serverActionModules = () =>
  ['app', 'components', 'lib'].flatMap(sourcesUnder).filter((file) => /^\s*['"]use server['"]/m.test(read(file)))

const HTTP_METHODS = 'GET|HEAD|OPTIONS|POST|PUT|PATCH|DELETE'
/** The HTTP methods a route module exports, as functions, constants or in an export list. */
function exportedMethods(source: string): string[] {
  const declared = [
    ...source.matchAll(new RegExp(`export\\s+(?:async\\s+)?(?:function|const|let)\\s+(${HTTP_METHODS})\\b`, 'g')),
  ]
  const listed = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, names]) => [
    ...names!.matchAll(new RegExp(`\\b(${HTTP_METHODS})\\s*(?:,|$)`, 'g')),
  ])
  return [...declared, ...listed].map((match) => match[1]!).sort()
}

describe('ENTRY_POINTS', () => {
  const listed = ENTRY_POINTS.map((entry) => entry.file)

  it('lists every route and server action the file system holds, and nothing else', () => {
    const found = [...servedRoutes(), ...serverActionModules()].sort()
    expect(found.length).toBeGreaterThan(0)
    expect([...listed].sort()).toEqual(found)
  })

  it('gives each route handler exactly the methods its module exports', () => {
    for (const entry of ENTRY_POINTS.filter((e) => e.kind === 'route handler')) {
      expect(exportedMethods(read(entry.file)), entry.file).toEqual([...entry.methods].sort())
    }
  })

  it('checks the origin wherever a method is not a read', () => {
    for (const entry of ENTRY_POINTS.filter((e) => e.methods.some((method) => !isSafeMethod(method)))) {
      expect(read(entry.file), entry.file).toMatch(/\bsameOrigin\(/)
    }
  })

  it('keeps buyer data out of entry points anyone may call', () => {
    for (const entry of ENTRY_POINTS.filter((e) => e.callers === 'anyone')) {
      const source = read(entry.file)
      expect(source, entry.file).not.toMatch(/from '@\/lib\/(order-system|shop-server|auth|http\/session-clients)\b/)
      expect(source, entry.file).not.toMatch(/\bcookies\(/)
    }
  })

  it('is the table of ADR 0006', () => {
    const adr = read('docs/adr/0006-callers-of-route-handlers-and-actions.md')
    for (const file of listed) expect(adr, file).toContain(`\`${file}\``)
  })
})

describe('exportedMethods', () => {
  it('finds methods however they are exported', () => {
    const source =
      'export async function GET() {}\nexport const POST = handler\nexport { put as PUT, DELETE }\nexport function GETTER() {}'
    expect(exportedMethods(source)).toEqual(['DELETE', 'GET', 'POST', 'PUT'])
  })
})

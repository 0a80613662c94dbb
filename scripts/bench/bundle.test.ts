import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { ROUTE_BUNDLE_STATS, firstLoadJs, readFirstLoadJs } from './bundle'

/** The shape Next 16's Turbopack build writes (one entry per app route). */
const stats = [
  {
    route: '/[handle]',
    firstLoadUncompressedJsBytes: 999,
    firstLoadChunkPaths: [
      '.next/static/chunks/framework.js',
      '.next/static/chunks/layout.js',
      '.next/static/chunks/product.js',
    ],
  },
  { route: '/_not-found', firstLoadUncompressedJsBytes: 1, firstLoadChunkPaths: ['.next/static/chunks/framework.js'] },
  {
    route: '/search',
    firstLoadUncompressedJsBytes: 5,
    firstLoadChunkPaths: [
      '.next/static/chunks/framework.js',
      '.next/static/chunks/layout.js',
      '.next/static/chunks/layout.js',
    ],
  },
]
const sizes: Record<string, number> = {
  '.next/static/chunks/framework.js': 80_000,
  '.next/static/chunks/layout.js': 12_000,
  '.next/static/chunks/product.js': 40_000,
}
const sizeOf = (chunk: string) => sizes[chunk] ?? Number.NaN

describe('firstLoadJs', () => {
  it('sums the compressed chunks of each route, heaviest first, against the smallest route', () => {
    expect(firstLoadJs(stats, sizeOf)).toEqual({
      smallest: '/_not-found',
      routes: [
        { route: '/[handle]', bytes: 132_000, chunks: 3, ratio: 1.65, aboveSmallest: 52_000 },
        { route: '/search', bytes: 92_000, chunks: 2, ratio: 1.15, aboveSmallest: 12_000 },
        { route: '/_not-found', bytes: 80_000, chunks: 1, ratio: 1, aboveSmallest: 0 },
      ],
    })
  })

  it('counts a chunk listed twice for a route once, as the browser loads it once', () => {
    const search = firstLoadJs(stats, sizeOf).routes.find((r) => r.route === '/search')
    expect(search?.bytes).toBe(92_000)
  })

  it('refuses a record that is not the build’s', () => {
    expect(() => firstLoadJs([], sizeOf)).toThrow()
    expect(() => firstLoadJs({ routes: stats }, sizeOf)).toThrow()
    expect(() => firstLoadJs([{ route: '/' }], sizeOf)).toThrow()
  })
})

describe('readFirstLoadJs', () => {
  let project: string | undefined
  afterEach(() => {
    if (project) rmSync(project, { recursive: true, force: true })
  })

  it('reads the build’s record and gzips the chunks on disk', () => {
    project = mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'))
    const chunk = 'static/chunks/a.js'
    const code = `export const text = ${JSON.stringify('abc'.repeat(5000))}\n`
    mkdirSync(path.join(project, '.next/static/chunks'), { recursive: true })
    mkdirSync(path.join(project, path.dirname(ROUTE_BUNDLE_STATS)), { recursive: true })
    writeFileSync(path.join(project, '.next', chunk), code)
    writeFileSync(
      path.join(project, ROUTE_BUNDLE_STATS),
      JSON.stringify([
        { route: '/', firstLoadUncompressedJsBytes: code.length, firstLoadChunkPaths: [`.next/${chunk}`] },
      ]),
    )
    const [home] = readFirstLoadJs(project).routes
    expect(home?.bytes).toBe(gzipSync(code).length)
    expect(home?.bytes).toBeLessThan(code.length / 10)
  })

  it('says which file is missing when the build wrote none', () => {
    project = mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'))
    expect(() => readFirstLoadJs(project)).toThrow(ROUTE_BUNDLE_STATS)
  })
})

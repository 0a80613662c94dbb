import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { z } from 'zod'

/**
 * First-load JavaScript per route, taken from the build's own record. A Turbopack `next build`
 * (Next 16) writes `.next/diagnostics/route-bundle-stats.json`: for every app route, the client
 * chunks a first visit loads (`firstLoadChunkPaths`, relative to the project; framework, layouts and
 * page together). Each chunk is gzipped with zlib's default level, as `next start` compresses it,
 * counted once per route, and summed. kB are 1,000 bytes.
 */
export const ROUTE_BUNDLE_STATS = '.next/diagnostics/route-bundle-stats.json'

const routeBundleStatsSchema = z
  .array(z.object({ route: z.string(), firstLoadChunkPaths: z.array(z.string()) }))
  .min(1, 'aucune route dans les statistiques du build')

export interface RouteJs {
  route: string
  /** Compressed bytes of every first-load chunk. */
  bytes: number
  chunks: number
  /** bytes / the smallest route's bytes. */
  ratio: number
  /** bytes − the smallest route's bytes. */
  aboveSmallest: number
}

export interface FirstLoadJs {
  smallest: string
  /** Heaviest first. */
  routes: RouteJs[]
}

export function firstLoadJs(stats: unknown, compressedSize: (chunk: string) => number): FirstLoadJs {
  const measured = routeBundleStatsSchema.parse(stats).map(({ route, firstLoadChunkPaths }) => {
    const chunks = [...new Set(firstLoadChunkPaths)]
    return { route, chunks: chunks.length, bytes: chunks.reduce((sum, chunk) => sum + compressedSize(chunk), 0) }
  })
  const smallest = measured.reduce((min, route) => (route.bytes < min.bytes ? route : min))
  return {
    smallest: smallest.route,
    routes: measured
      .map((route) => ({ ...route, ratio: route.bytes / smallest.bytes, aboveSmallest: route.bytes - smallest.bytes }))
      .sort((a, b) => b.bytes - a.bytes || a.route.localeCompare(b.route)),
  }
}

/** Gzipped size of a file, computed once per path (routes share most chunks). */
export function gzippedFileSize(projectDir: string): (file: string) => number {
  const sizes = new Map<string, number>()
  return (file) => {
    let size = sizes.get(file)
    if (size === undefined) {
      size = gzipSync(readFileSync(path.resolve(projectDir, file))).length
      sizes.set(file, size)
    }
    return size
  }
}

export function readFirstLoadJs(projectDir = process.cwd()): FirstLoadJs {
  const file = path.join(projectDir, ROUTE_BUNDLE_STATS)
  if (!existsSync(file))
    throw new Error(`${ROUTE_BUNDLE_STATS} est absent : le build Turbopack de Next 16 l’écrit normalement.`)
  return firstLoadJs(JSON.parse(readFileSync(file, 'utf8')), gzippedFileSize(projectDir))
}

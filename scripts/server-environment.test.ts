import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { resolve } from 'node:path'
import { storefrontEnvironment } from './bench/shared.mjs'
import { SERVER_HEAP_LIMIT_MB, productionServerEnvironment } from './server-environment.mjs'

/** The heap limit (bytes) V8 applies in a Node process started with these arguments and this environment. */
function heapLimitOf(args: string[], env: Record<string, string | undefined>): number {
  const probe = "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))"
  const result = spawnSync(process.execPath, [...args, '-e', probe], {
    env: env as NodeJS.ProcessEnv,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(result.stderr)
  return Number(result.stdout)
}

const base = { PATH: process.env.PATH }
const limitGiven = (mb: number) => heapLimitOf([`--max-old-space-size=${mb}`], base)
const unbounded = heapLimitOf([], base)

describe('the environment npm run start:prod gives the standalone server', () => {
  it('bounds its heap far below what Node allows by default', () => {
    const limit = heapLimitOf([], productionServerEnvironment(base))
    expect(limit).toBeLessThan(unbounded)
    expect(limit).toBe(limitGiven(SERVER_HEAP_LIMIT_MB))
  })

  it("keeps the operator's own heap limit, and the operator's other Node options", () => {
    const env = productionServerEnvironment({ ...base, NODE_OPTIONS: '--enable-source-maps --max-old-space-size=1536' })
    expect(env.NODE_OPTIONS).toContain('--enable-source-maps')
    expect(heapLimitOf([], env)).toBe(limitGiven(1536))
  })

  it('keeps a limit the operator spelt with underscores, as Node also reads it', () => {
    const env = productionServerEnvironment({ ...base, NODE_OPTIONS: '--max_old_space_size=1536' })
    expect(heapLimitOf([], env)).toBe(limitGiven(1536))
  })

  it('adds the bound beside Node options that set no heap limit', () => {
    const env = productionServerEnvironment({ ...base, NODE_OPTIONS: '--enable-source-maps' })
    expect(env.NODE_OPTIONS).toContain('--enable-source-maps')
    expect(heapLimitOf([], env)).toBe(limitGiven(SERVER_HEAP_LIMIT_MB))
  })

  it('gives the demo shop its search documents by absolute path, although the server runs in its own folder', () => {
    const { env } = storefrontEnvironment({ PATH: process.env.PATH })
    const server = productionServerEnvironment(env)
    expect(server.SEARCH_LOCAL_DIR).toBe(resolve('.demo-data/search'))
    expect(server.DEMO_DATA_DIR).toBe(resolve('.demo-data'))
  })
})

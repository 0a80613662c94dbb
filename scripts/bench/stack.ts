import { rmSync } from 'node:fs'
import { BENCH_ENV } from './environment'
import {
  STANDALONE_DIR,
  build,
  demoReadyUrl,
  startChild,
  storefrontEnvironment,
  waitFor,
  type Child,
  type Env,
} from './shared.mjs'

/**
 * Next's data cache (CMS answers), where the build wrote it and where the deployable server, run from its
 * own folder, keeps it; emptied for a cold start. The prerendered pages are build output, not cache.
 */
const DATA_CACHE_DIRS = ['.next/cache/fetch-cache', `${STANDALONE_DIR}/.next/cache/fetch-cache`]

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Child.stop() resolves when npx exits, but the server it started may go on answering the requests
 * of kept-alive connections (Next's graceful shutdown): wait for the whole process group, and end it
 * if it lingers, so the next start gets the port and every answer comes from the new process.
 */
async function stopGroup(child: Child): Promise<void> {
  const group = child.child.pid
  await child.stop()
  if (group === undefined) return
  const deadline = Date.now() + 10_000
  while (groupAlive(group)) {
    if (Date.now() > deadline) process.kill(-group, 'SIGKILL')
    await sleep(100)
  }
}

export interface BenchStack {
  env: Env
  /** Seconds: demo ready (catalogue generated or reused), then `next build`. */
  timings: { demoS: number; buildS: number }
  /**
   * Starts the deployable server as the README tells operators to run it (`npm run start:prod`), stopping
   * the running one first; `cold` also empties the data cache.
   */
  startShop(options: { cold: boolean }): Promise<void>
  /** The process group of the running shop (its server's memory is read from it). */
  shopGroup(): number | undefined
  stop(): Promise<void>
}

/**
 * The demo stack on the bench ports, a fresh production build made while it answers (pages bake the
 * public configuration and prerender with real content, as in scripts/e2e.mjs), and the deployable server.
 * Every child runs in its own process group and goes down with the bench, also on Ctrl-C.
 */
export async function startBenchStack(): Promise<BenchStack> {
  const { env } = storefrontEnvironment({ ...process.env, ...BENCH_ENV })
  const running = new Set<Child>()
  let stopping = false

  const stop = async () => {
    stopping = true
    await Promise.all([...running].map(stopGroup))
  }
  const abort = (code: number) => void stop().then(() => process.exit(code))
  process.once('SIGINT', () => abort(130))
  process.once('SIGTERM', () => abort(143))

  const start = (name: string, args: string[]) => {
    const child: Child = startChild(name, args, env, (_, code) => {
      if (stopping || !running.has(child)) return
      console.error(`[bench] ${name} s’est arrêté (code ${code ?? 'signal'}).`)
      abort(code || 1)
    })
    running.add(child)
    return child
  }
  const stopChild = async (child: Child) => {
    running.delete(child)
    await stopGroup(child)
  }

  const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10
  let since = performance.now()
  start('la démo', ['tsx', 'demo/server.ts'])
  try {
    await waitFor(demoReadyUrl(env), 600_000, () => stopping)
    // The demo CMS reads the whole catalogue before it answers (tens of seconds at 50,000 products),
    // after the demo reports ready: without it the build would prerender pages without their content.
    await waitFor(new URL('api/pages?locale=fr', env.CMS_URL).href, 600_000, () => stopping)
    const demoS = seconds(since)
    since = performance.now()
    console.log('[bench] Construction de la boutique (next build)…')
    const code = await build(env)
    if (code !== 0) throw new Error(`next build a échoué (code ${code})`)
    const buildS = seconds(since)

    let shop: Child | undefined
    return {
      env,
      timings: { demoS, buildS },
      async startShop({ cold }) {
        if (shop) await stopChild(shop)
        if (cold) for (const dir of DATA_CACHE_DIRS) rmSync(dir, { recursive: true, force: true })
        shop = start('la boutique', ['node', 'scripts/start-prod.mjs'])
        // robots.txt touches neither the catalogue nor the CMS, so waiting on it warms nothing.
        await waitFor(`http://127.0.0.1:${env.PORT}/robots.txt`, 60_000, () => stopping)
      },
      shopGroup: () => shop?.child.pid,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

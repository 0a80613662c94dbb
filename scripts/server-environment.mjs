import { isAbsolute, resolve } from 'node:path'

/**
 * MB of V8's old generation the shop's server may use unless the operator gives another limit. With no
 * limit, V8 lets the garbage of finished renders grow to a quarter of the machine's memory before it
 * collects it; this bound is sized to the live heap of the 50,000-product demo catalogue with room to
 * spare (docs/adr/0010-back-end-budgets-and-breakers.md#consequences).
 */
export const SERVER_HEAP_LIMIT_MB = 512

const HEAP_LIMIT_OPTION = /(?:^|\s)--max[-_]old[-_]space[-_]size=(\d+)/g

/** The heap limit (MB) a list of Node options sets, or undefined; the last one wins, as in Node. */
export function heapLimitMb(options = '') {
  const last = [...options.matchAll(HEAP_LIMIT_OPTION)].at(-1)
  return last ? Number(last[1]) : undefined
}

/** The environment of a process that serves the shop: its heap bounded unless NODE_OPTIONS already sets a limit. */
function boundedHeapEnvironment(env) {
  if (heapLimitMb(env.NODE_OPTIONS) !== undefined) return env
  const bound = `--max-old-space-size=${SERVER_HEAP_LIMIT_MB}`
  return { ...env, NODE_OPTIONS: env.NODE_OPTIONS ? `${env.NODE_OPTIONS} ${bound}` : bound }
}

/**
 * The environment `npm run start:prod` gives the deployable server (`.next/standalone/server.js`).
 * Nothing is defaulted here but the heap bound: without DEMO=1 the shop refuses to start until every back
 * end's address is given (lib/config/check-at-start.ts).
 */
export function productionServerEnvironment(base) {
  const env = boundedHeapEnvironment({ ...base, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
  // The standalone server moves into its own folder: relative folders are meant from where it was started.
  for (const name of ['SEARCH_LOCAL_DIR', 'DEMO_DATA_DIR']) {
    if (env[name] && !isAbsolute(env[name])) env[name] = resolve(env[name])
  }
  return env
}

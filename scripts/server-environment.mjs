import { isAbsolute, resolve } from 'node:path'

/**
 * The environment `npm run start:prod` gives the deployable server (`.next/standalone/server.js`).
 * Nothing is defaulted here: without DEMO=1 the shop refuses to start until every back end's address is
 * given (lib/config/check-at-start.ts).
 */
export function productionServerEnvironment(base) {
  const env = { ...base, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  // The standalone server moves into its own folder: relative folders are meant from where it was started.
  for (const name of ['SEARCH_LOCAL_DIR', 'DEMO_DATA_DIR']) {
    if (env[name] && !isAbsolute(env[name])) env[name] = resolve(env[name])
  }
  return env
}

import { spawn } from 'node:child_process'
import { isAbsolute, resolve } from 'node:path'
import { STANDALONE_SERVER, completeStandalone } from './standalone.mjs'

/**
 * `npm run start:prod`: the deployable server (`.next/standalone/server.js`) as production runs it, on
 * PORT (3000). Nothing is defaulted here: without DEMO=1 the shop refuses to start until every back
 * end's address is given (lib/config/check-at-start.ts).
 */
if (!completeStandalone()) {
  console.error(`[start:prod] ${STANDALONE_SERVER} est absent : lancez d'abord npm run build.`)
  process.exit(1)
}

const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
// The standalone server moves into its own folder: relative folders are meant from here.
for (const name of ['SEARCH_LOCAL_DIR', 'DEMO_DATA_DIR']) {
  if (env[name] && !isAbsolute(env[name])) env[name] = resolve(env[name])
}

const server = spawn(process.execPath, [STANDALONE_SERVER], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

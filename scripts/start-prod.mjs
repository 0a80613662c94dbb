import { spawn } from 'node:child_process'
import { productionServerEnvironment } from './server-environment.mjs'
import { STANDALONE_SERVER, completeStandalone } from './standalone.mjs'

/**
 * `npm run start:prod`: the deployable server (`.next/standalone/server.js`) as production runs it, on
 * PORT (3000), in the environment scripts/server-environment.mjs gives it.
 */
if (!completeStandalone()) {
  console.error(`[start:prod] ${STANDALONE_SERVER} est absent : lancez d'abord npm run build.`)
  process.exit(1)
}

const env = productionServerEnvironment(process.env)
const server = spawn(process.execPath, [STANDALONE_SERVER], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { run } from './run.mjs'

/**
 * `npm start`: builds the shop when no build exists, starts the embedded demo stack unless every outside
 * system has a real URL, then serves the shop on PORT (3000). Ctrl-C stops everything.
 */
const port = process.env.PORT ?? '3000'
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
env.SITE_URL ??= `http://localhost:${port}`

if (!existsSync('.next/BUILD_ID')) {
  console.log('[start] Aucun build trouvé : construction de la boutique (next build)…')
  const code = await run('npx', ['next', 'build'], { env })
  if (code !== 0) process.exit(code)
}

const REAL_SYSTEMS = ['OIDC_AUTHORITY', 'ORDER_SYSTEM_URL', 'SHOP_SERVER_URL', 'CMS_URL']
const needsDemo = REAL_SYSTEMS.some((name) => !env[name]) || (env.SEARCH_BACKEND ?? 'local') === 'local'

const children = []
function start(name, command, args) {
  const child = spawn(command, args, { stdio: 'inherit', env })
  child.on('exit', (code) => {
    console.log(`[start] ${name} s'est arrêté (code ${code ?? 'signal'}).`)
    stopAll(code ?? 1)
  })
  children.push(child)
}

let stopping = false
function stopAll(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

if (needsDemo) start('la démo', 'npx', ['tsx', 'demo/server.ts'])
start('la boutique', 'npx', ['next', 'start', '-p', port])
console.log(`[start] Boutique : http://localhost:${port}`)

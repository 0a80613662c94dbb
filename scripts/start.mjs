import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { build } from './build.mjs'
import { FINGERPRINT_FILE, configFingerprint, storefrontEnvironment } from './environment.mjs'

/**
 * `npm start`: builds the shop when no build exists for this configuration, starts the embedded demo
 * stack unless every outside system has a real URL, then serves the shop on PORT (3000). Ctrl-C stops
 * everything.
 */
const { env, needsDemo } = storefrontEnvironment(process.env)

const built = existsSync(FINGERPRINT_FILE) && readFileSync(FINGERPRINT_FILE, 'utf8') === configFingerprint(env)
if (!built) {
  console.log('[start] Construction de la boutique pour cette configuration (next build)…')
  const code = await build(env)
  if (code !== 0) process.exit(code)
}

const children = []
let stopping = false
function stopAll(code) {
  if (stopping) return
  stopping = true
  // Each child leads its own process group, so the servers that npx and tsx start go down with it.
  for (const child of children) if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  setTimeout(() => process.exit(code), 1000).unref()
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

function start(name, args) {
  const child = spawn('npx', args, { stdio: 'inherit', env, detached: true })
  child.on('exit', (code) => {
    if (!stopping) console.error(`[start] ${name} s'est arrêté (code ${code ?? 'signal'}).`)
    stopAll(code || 1)
  })
  children.push(child)
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} ne répond pas`)
}

if (needsDemo) {
  start('la démo', ['tsx', 'demo/server.ts'])
  // The first start generates the catalogue and the media; the shop waits so no page meets a dead back end.
  await waitFor(`${env.OIDC_AUTHORITY}/.well-known/openid-configuration`, 300_000)
}
start('la boutique', ['next', 'start', '-p', env.PORT])
await waitFor(env.SITE_URL, 60_000)
console.log(`\n[start] La boutique est prête : ${env.SITE_URL}\n`)

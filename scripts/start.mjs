import { existsSync, readFileSync } from 'node:fs'
import { build } from './build.mjs'
import { FINGERPRINT_FILE, configFingerprint, storefrontEnvironment } from './environment.mjs'
import { demoReadyUrl, startChild, waitFor } from './processes.mjs'

/**
 * `npm start`: starts the embedded demo stack unless every outside system has a real URL, builds the
 * shop when no build exists for this configuration (with the back ends up, so pages prerender with
 * real content), then serves it on PORT (3000) with the deployable server as production runs it
 * (`npm run start:prod`: its heap bound, compression and stored pages, ADR 0017 and ADR 0019), so that
 * the demo and the end-to-end suite see what production does. Ctrl-C stops everything.
 */
const { env, needsDemo } = storefrontEnvironment(process.env)

const children = []
let stopping = false
function stopAll(code) {
  if (stopping) return
  stopping = true
  Promise.all(children.map((c) => c.stop())).then(() => process.exit(code))
  setTimeout(() => process.exit(code), 5000).unref()
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
const onExit = (name, code) => {
  if (!stopping) console.error(`[start] ${name} s'est arrêté (code ${code ?? 'signal'}).`)
  stopAll(code || 1)
}

if (needsDemo) {
  children.push(startChild('la démo', ['tsx', 'demo/server.ts'], env, onExit))
  // The first start generates the catalogue and the media; nothing waits on a dead back end.
  await waitFor(demoReadyUrl(env), 300_000, () => stopping)
}

const built = existsSync(FINGERPRINT_FILE) && readFileSync(FINGERPRINT_FILE, 'utf8') === configFingerprint(env)
if (!built) {
  console.log('[start] Construction de la boutique pour cette configuration (next build)…')
  const code = await build(env)
  if (code !== 0) stopAll(code)
}

if (!stopping) {
  // Every interface, as `next start` did: the deployable server would otherwise listen on HOSTNAME, which a
  // container sets to its own name, and the shop would not answer on localhost.
  children.push(startChild('la boutique', ['node', 'scripts/start-prod.mjs'], { ...env, HOSTNAME: '0.0.0.0' }, onExit))
  await waitFor(env.SITE_URL, 60_000, () => stopping)
  console.log(`\n[start] La boutique est prête : ${env.SITE_URL}\n`)
}

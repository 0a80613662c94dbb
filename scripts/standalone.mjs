import { cpSync, existsSync } from 'node:fs'

export const STANDALONE_DIR = '.next/standalone'
export const STANDALONE_SERVER = `${STANDALONE_DIR}/server.js`

/**
 * `next build` leaves the browser's files (`.next/static`) and `public/` out of the standalone server,
 * for a deployment to put them on a CDN if it wants; copied in, the folder serves everything alone.
 * Its `server.js` becomes ours: Next's server plus the layer that compresses a cached page once (ADR 0017)
 * and answers it again while it is fresh (ADR 0019).
 */
export function completeStandalone() {
  if (!existsSync(STANDALONE_SERVER)) return false
  cpSync('.next/static', `${STANDALONE_DIR}/.next/static`, { recursive: true })
  cpSync('public', `${STANDALONE_DIR}/public`, { recursive: true })
  for (const file of ['compressed-pages.mjs', 'request-id.mjs'])
    cpSync(`scripts/server/${file}`, `${STANDALONE_DIR}/${file}`)
  cpSync('scripts/server/server.mjs', STANDALONE_SERVER)
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!completeStandalone()) {
    console.error(`[build] ${STANDALONE_SERVER} est absent : next build a-t-il réussi ?`)
    process.exit(1)
  }
}

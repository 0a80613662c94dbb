import { writeFileSync } from 'node:fs'
import { FINGERPRINT_FILE, configFingerprint } from './environment.mjs'
import { run } from './run.mjs'

/** `next build`, then the record of the configuration the pages were rendered with. */
export async function build(env) {
  const code = await run('npx', ['next', 'build'], { env })
  if (code === 0) writeFileSync(FINGERPRINT_FILE, configFingerprint(env))
  return code
}

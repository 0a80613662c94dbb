import { rmSync } from 'node:fs'
import { build } from './build.mjs'
import { requireChromium } from './chromium.mjs'
import { storefrontEnvironment } from './environment.mjs'
import { demoReadyUrl, startChild, waitFor } from './processes.mjs'
import { run } from './run.mjs'
import { E2E_ENV } from '../tests/e2e/environment.mjs'

// End-to-end tests always run against a fresh production build of the current code, built with the
// test configuration (pages bake the public configuration in) while the demo answers, as in production.
requireChromium()
const { env } = storefrontEnvironment({ ...process.env, ...E2E_ENV })
const demo = startChild('la démo', ['tsx', 'demo/server.ts'], env)
let code
try {
  await waitFor(demoReadyUrl(env), 300_000)
  code = await build(env)
} finally {
  await demo.stop()
}
if (code !== 0) process.exit(code)
// Each run starts from the seeded demo state; the generated catalogue and media are kept between runs.
rmSync(`${E2E_ENV.DEMO_DATA_DIR}/db`, { recursive: true, force: true })
process.exit(await run('npx', ['playwright', 'test', ...process.argv.slice(2)], { env }))

import { rmSync } from 'node:fs'
import { requireChromium } from './chromium.mjs'
import { run } from './run.mjs'

// End-to-end tests always run against a fresh production build of the current code.
requireChromium()
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const build = await run('npx', ['next', 'build'], { env })
if (build !== 0) process.exit(build)
// Each run starts from the seeded demo state; the generated catalogue is kept between runs.
rmSync('.demo-data/e2e/db', { recursive: true, force: true })
rmSync('.demo-data/e2e/idp', { recursive: true, force: true })
process.exit(await run('npx', ['playwright', 'test', ...process.argv.slice(2)], { env }))

import { rm } from 'node:fs/promises'
import path from 'node:path'
import { demoConfig } from '../config'
import { noFaults } from '../context'
import { openStore } from '../db'
import { ensureCatalogue } from '../catalogue'
import { seedIfEmpty } from './index'

/**
 * `npm run demo:reset`: forgets everything the demo recorded (store, sessions, the identity
 * provider's grants and keys) and seeds it again. The generated catalogue is kept, since it is
 * rebuilt from its seed anyway. Stop the demo first: its processes hold the store open.
 */
async function reset(): Promise<void> {
  const { dataDir } = demoConfig
  await rm(path.join(dataDir, 'db'), { recursive: true, force: true })
  // The identity provider persists its keys next to the store (demo/idp/keys.ts).
  for (const file of ['idp-jwks.json', 'idp-cookie-keys.json']) await rm(path.join(dataDir, file), { force: true })
  await ensureCatalogue(demoConfig)
  const store = await openStore(path.join(dataDir, 'db'))
  try {
    await seedIfEmpty({ config: demoConfig, store, faults: noFaults() })
  } finally {
    await store.close()
  }
  console.log(`[demo] données réinitialisées dans ${dataDir}`)
}

await reset()

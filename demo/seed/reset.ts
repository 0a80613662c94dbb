import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { demoConfig } from '../config'
import { noFaults } from '../context'
import { openStore } from '../db'
import { ensureCatalogue, readManifest } from '../catalogue'
import { restoreProductStates } from '../order-system/product-states'
import { productIndex } from '../order-system/products'
import { seedIfEmpty } from './index'

/**
 * `npm run demo:reset`: forgets everything the demo recorded (store, sessions, the identity
 * provider's grants and keys, the back office's product changes) and seeds it again. The generated
 * catalogue is kept, since it is rebuilt from its seed anyway. Stop the demo first: its processes
 * hold the store open.
 */
async function reset(): Promise<void> {
  const { dataDir } = demoConfig
  await restoreCatalogue(path.join(dataDir, 'db'))
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

/** Products the back office withdrew or put out of stock go back on sale in the search documents too. */
async function restoreCatalogue(dbDir: string): Promise<void> {
  if (!existsSync(dbDir) || !(await readManifest(demoConfig.dataDir))) return
  const store = await openStore(dbDir)
  try {
    const ctx = { config: demoConfig, store, faults: noFaults() }
    const restored = await restoreProductStates(ctx, await productIndex(ctx))
    if (restored > 0) console.log(`[demo] ${restored} article(s) remis dans leur état d’origine`)
  } finally {
    await store.close()
  }
}

await reset()

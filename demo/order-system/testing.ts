import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SEARCH_DIR } from '../catalogue'
import { demoConfig } from '../config'
import { noFaults, type DemoContext } from '../context'
import { openStore } from '../db'
import { testSessionCookie } from '../shop-server/test-session'
import { searchIndexNames } from '../../lib/search/documents'
import { createOrderSystemApp } from './index'

/**
 * Test fixture for the order system: a small hand-made catalogue (generating the real one renders
 * images and takes half a minute), a store, and sessions opened the way the shop server opens them.
 */
const ROLES = ['pro', 'agent', 'manager', 'collectivite'] as const

const PRICED_COUNT = 30

/** Product ids of the fixture catalogue, by what they are good for. */
export const FIXTURE = {
  /** 30 sellable products priced in every list; 10001–10010 belong to the public market. */
  priced: Array.from({ length: PRICED_COUNT }, (_, i) => 10001 + i),
  /** Priced "on request": zero in every list. */
  onRequest: [10031, 10032, 10033],
  obsolete: [10034, 10035],
  /** Only three in stock. */
  scarce: 10036,
} as const

/** The n-th priced product (from 0). */
export function priced(n: number): number {
  if (n < 0 || n >= PRICED_COUNT) throw new Error(`Pas de produit n° ${n} dans le catalogue de test`)
  return 10001 + n
}

function product(id: number, fields: { price?: number; obsolete?: boolean; stock?: number; market?: boolean }) {
  const price = fields.price ?? 10 + (id % 17) * 3.5
  return {
    id,
    model: { name: `Modèle ${id}` },
    main: true,
    name: `Article de test ${id}`,
    sku: `SKU-${id}`,
    url_key: `article-de-test-${id}`,
    price: Object.fromEntries(
      ROLES.map((role, i) => {
        const value = Math.round(price * (1 - i * 0.02) * 100) / 100
        return [role, { value, tax_included: false, original_value: value, discount: 0 }]
      }),
    ),
    stock: { global: { qty: fields.stock ?? 500, state: 'in_stock' } },
    product_state: { code: fields.obsolete ? 'obsolete' : 'sellable' },
    market: fields.market ? ['MP-2025-042'] : [],
  }
}

function writeFixtureCatalogue(dataDir: string): void {
  const docs = [
    ...FIXTURE.priced.map((id) => product(id, { market: id <= 10010 })),
    ...FIXTURE.onRequest.map((id) => product(id, { price: 0 })),
    ...FIXTURE.obsolete.map((id) => product(id, { obsolete: true })),
    product(FIXTURE.scarce, { stock: 3 }),
  ]
  mkdirSync(SEARCH_DIR(dataDir), { recursive: true })
  const file = path.join(SEARCH_DIR(dataDir), `${searchIndexNames().product}.ndjson`)
  writeFileSync(file, docs.map((d) => JSON.stringify(d)).join('\n') + '\n')
}

/** A context on a throw-away data folder; `persistent` keeps the store in `${dataDir}/db` rather than in memory. */
export async function createTestOrderSystem(options: { persistent?: boolean; dataDir?: string } = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'order-system-'))
  writeFixtureCatalogue(dataDir)
  const store = await openStore(options.persistent ? path.join(dataDir, 'db') : undefined)
  const ctx: DemoContext = {
    config: { ...demoConfig, dataDir, siteUrl: 'http://localhost:3000' },
    store,
    faults: noFaults(),
  }
  const app = createOrderSystemApp(ctx)
  return {
    ctx,
    app,
    dataDir,
    signIn: (customerId: number) => testSessionCookie(ctx, customerId),
    /** Closes the store; the data folder is removed unless `keepData`. */
    async close(keepData = false) {
      await store.close()
      if (!keepData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestOrderSystem = Awaited<ReturnType<typeof createTestOrderSystem>>

export function request(method: string, cookie: string | undefined, body?: unknown): RequestInit {
  return {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }
}

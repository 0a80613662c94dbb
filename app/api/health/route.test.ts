import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseEnv, type AppConfig } from '@/lib/config/schema'

const config = vi.hoisted(() => ({ current: null as AppConfig | null }))
vi.mock('@/lib/config', () => ({ getConfig: () => config.current }))

const { GET } = await import('./route')

/** A back end that answers every path with `status`, as the demo's servers do. */
async function backend(status: number): Promise<{ url: string; server: Server }> {
  const server = createServer((_, res) => res.writeHead(status, { 'content-type': 'application/json' }).end('{}'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}

describe('GET /api/health', () => {
  const servers: Server[] = []
  let env: Record<string, string>
  let searchDir: string

  beforeAll(async () => {
    const [idp, erp, shop, cms] = await Promise.all([backend(200), backend(404), backend(200), backend(200)])
    servers.push(idp.server, erp.server, shop.server, cms.server)
    searchDir = await mkdtemp(path.join(tmpdir(), 'health-'))
    await writeFile(path.join(searchDir, 'shopinvader_product_fr_fr.ndjson'), '')
    await writeFile(path.join(searchDir, 'shopinvader_category_fr_fr.ndjson'), '')
    env = {
      OIDC_AUTHORITY: idp.url.slice(0, -1),
      ORDER_SYSTEM_URL: erp.url,
      SHOP_SERVER_URL: shop.url,
      CMS_URL: cms.url,
      SEARCH_LOCAL_DIR: searchDir,
    }
  })

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
    await rm(searchDir, { recursive: true, force: true })
  })

  it('answers 200 when every back end answers, never from a cache', async () => {
    config.current = parseEnv(env)
    const response = await GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body.status).toBe('ok')
    expect(Object.keys(body.backends).sort()).toEqual(['cms', 'identity', 'order-system', 'search', 'shop-server'])
  })

  it('answers 503 naming the stopped back end, without giving any address away', async () => {
    const stopped = servers[3] as Server
    await new Promise((resolve) => stopped.close(resolve))
    config.current = parseEnv(env)
    const response = await GET()
    expect(response.status).toBe(503)
    const text = await response.text()
    const body = JSON.parse(text)
    expect(body.status).toBe('degraded')
    expect(body.backends.cms).toMatchObject({ status: 'down', reason: 'network' })
    expect(body.backends['order-system']).toMatchObject({ status: 'up', httpStatus: 404 })
    expect(text).not.toContain('127.0.0.1')
    expect(text).not.toContain(searchDir)
  })

  it('reports a missing local search index', async () => {
    config.current = parseEnv({ ...env, SEARCH_LOCAL_DIR: path.join(searchDir, 'absent') })
    const body = await (await GET()).json()
    expect(body.backends.search).toMatchObject({ status: 'down', reason: 'missing' })
  })
})

import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { demoConfig, type DemoConfig } from '../config'
import { noFaults, type DemoContext } from '../context'
import { openStore } from '../db'
import { OIDC_REDIRECT_PATH } from './constants'
import { startIdp } from './index'
import { loginWithPkce, type CookieJar, type TokenSet } from './test-login'

/** A port nobody listens on right now (the provider needs its issuer URL before it listens). */
export async function freePort(): Promise<number> {
  const probe: Server = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

export interface TestIdp {
  ctx: DemoContext
  issuer: string
  /** The shop's registered sign-in return URI. */
  redirectUri: string
  login(login: string, password: string, jar?: CookieJar): Promise<TokenSet>
  /** Stops the provider; the context (store, data folder) stays usable, e.g. to start it again. */
  stopIdp(): Promise<void>
  /** Stops everything and deletes the data folder. */
  stop(): Promise<void>
}

/**
 * Test helper: the real provider on a free port with a temporary data folder and an in-memory store.
 * `config` overrides apply on top (e.g. another siteUrl).
 */
export async function startTestIdp(config: Partial<DemoConfig> = {}): Promise<TestIdp> {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'demo-idp-'))
  const ctx: DemoContext = {
    config: {
      ...demoConfig,
      dataDir,
      ...config,
      ports: { ...demoConfig.ports, idp: port },
      urls: { ...demoConfig.urls, idp: `http://localhost:${port}` },
    },
    store: await openStore(undefined),
    faults: noFaults(),
  }
  let server: import('node:http').Server | null = await startIdp(ctx)
  const stopIdp = async () => {
    const running = server
    server = null
    if (!running) return
    // Kept-alive sockets would hold close() open; once cut, fetch must see them closed (an I/O turn
    // of the event loop) before it reuses one against a restarted provider.
    await new Promise((resolve) => {
      running.close(resolve)
      running.closeAllConnections()
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const issuer = ctx.config.urls.idp
  const redirectUri = `${ctx.config.siteUrl}${OIDC_REDIRECT_PATH}`
  return {
    ctx,
    issuer,
    redirectUri,
    login: (login, password, jar) =>
      loginWithPkce({ issuer, clientId: ctx.config.oidcClientId, redirectUri, login, password, jar }),
    stopIdp,
    async stop() {
      await stopIdp()
      await ctx.store.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

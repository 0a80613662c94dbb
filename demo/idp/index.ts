import { createServer, type Server } from 'node:http'
import type { DemoContext } from '../context'
import { sweepExpired } from './adapter'
import { INTERACTION_PREFIX, createInteractionHandler } from './interactions'
import { createProvider } from './provider'
import { USERINFO_PATH, createUserinfoBridge } from './userinfo-bridge'

/**
 * Starts the demo identity provider on `ports.idp`, with issuer `urls.idp`. Resolves once it listens.
 * The provider's own routes answer everything but the French login pages and the userinfo bridge.
 */
export async function startIdp(ctx: DemoContext): Promise<Server> {
  await sweepExpired(ctx.store)
  const provider = await createProvider(ctx)
  const providerHandler = provider.callback()
  const interactions = createInteractionHandler(provider, ctx)
  const userinfo = await createUserinfoBridge(ctx)

  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://idp.invalid')
    const handle = async () => {
      if (pathname.startsWith(INTERACTION_PREFIX)) return interactions(req, res, pathname)
      if (pathname === USERINFO_PATH && (await userinfo(req, res))) return
      providerHandler(req, res)
    }
    handle().catch((error: unknown) => {
      console.error('[idp]', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Erreur interne du service d’identification.')
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(ctx.config.ports.idp, ctx.config.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return server
}

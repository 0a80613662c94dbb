import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { assertPortFree } from './shared.mjs'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A server of "an earlier run", on a port the system picks. */
async function listening(): Promise<number> {
  const server = createServer()
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('assertPortFree', () => {
  it('refuses a port another server listens on, naming it', async () => {
    const port = await listening()
    await expect(assertPortFree(port)).rejects.toThrow(`le port ${port} est déjà pris (EADDRINUSE)`)
  })

  it('lets a free port be taken once it has looked, by the server that starts next', async () => {
    const port = await listening()
    await new Promise((resolve) => servers.pop()!.close(resolve))
    await expect(assertPortFree(port)).resolves.toBeUndefined()
    const next = createServer()
    servers.push(next)
    await expect(
      new Promise<void>((resolve, reject) => next.once('error', reject).listen(port, resolve)),
    ).resolves.toBeUndefined()
  })
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { answerDeadline } from './answer-deadline'

let server: Server | undefined
afterEach(() => {
  server?.closeAllConnections()
  server?.close()
})

/** A back end that accepts the request and never answers, as a frozen CMS does. */
async function frozenBackEnd(): Promise<string> {
  server = createServer(() => undefined).listen(0, '127.0.0.1')
  await new Promise((resolve) => server!.once('listening', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/pages`
}

describe('answerDeadline', () => {
  it('ends a request without a signal (a background refresh of Next) when the back end does not answer', async () => {
    const url = await frozenBackEnd()
    await fetch('data:,') // Node's fetch makes its shared dispatcher on first use.
    const dispatcher = answerDeadline(200)
    expect(dispatcher).toBeDefined()
    const started = Date.now()
    const outcome = await fetch(url, { dispatcher } as RequestInit).then(
      () => 'answered',
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    )
    expect(outcome).toBe('UND_ERR_HEADERS_TIMEOUT')
    // Undici checks its deadlines about once a second.
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  it('leaves an answering back end alone', async () => {
    server = createServer((_, response) => response.end('[]')).listen(0, '127.0.0.1')
    await new Promise((resolve) => server!.once('listening', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    await fetch('data:,')
    const response = await fetch(url, { dispatcher: answerDeadline(200) } as RequestInit)
    expect(await response.text()).toBe('[]')
  })
})

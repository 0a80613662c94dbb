import { randomUUID } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { createTestOrderSystem, priced } from '@/demo/order-system/testing'
import { httpError, type HttpError, type Result } from '@/lib/http/result'
import { createOrderSystemClient } from '@/lib/order-system/client'
import type { Cart } from '@/lib/order-system/schemas'
import { createCartTransport } from './transport'

const CART = { id: 2401, uuid: 'cart-2401' } as Cart

function transportAnswering(answer: Result<Cart | null> | Error) {
  const cartSync = vi.fn(async () => {
    if (answer instanceof Error) throw answer
    return answer
  })
  return { transport: createCartTransport({ cartSync }), cartSync }
}

const failed = (error: HttpError): Result<never> => ({ ok: false, error })

describe('createCartTransport', () => {
  it('sends the cart uuid and the transactions as they are', async () => {
    const { transport, cartSync } = transportAnswering({ ok: true, status: 200, data: CART })
    const transactions = [{ uuid: 'tx-1', product_id: 42, qty: -1, options: { taille: 'L' } }]
    await transport.sync({ uuid: 'cart-2401', transactions })
    expect(cartSync).toHaveBeenCalledExactlyOnceWith({ uuid: 'cart-2401', transactions })
  })

  it('answers the cart, or empty when the order system has none', async () => {
    expect(
      await transportAnswering({ ok: true, status: 200, data: CART }).transport.sync({ uuid: null, transactions: [] }),
    ).toEqual({
      kind: 'cart',
      cart: CART,
    })
    expect(
      await transportAnswering({ ok: true, status: 204, data: null }).transport.sync({ uuid: null, transactions: [] }),
    ).toEqual({
      kind: 'empty',
    })
  })

  it('reads a 503 as the order system being unavailable, with its message when it gave one', async () => {
    const detail = 'Le système de commandes est momentanément indisponible.'
    const withMessage = transportAnswering(failed(httpError(503, { detail })))
    expect(await withMessage.transport.sync({ uuid: null, transactions: [] })).toEqual({
      kind: 'unavailable',
      message: detail,
    })
    const bare = transportAnswering(failed(httpError(503, '<html>Service Unavailable</html>')))
    expect(await bare.transport.sync({ uuid: null, transactions: [] })).toEqual({ kind: 'unavailable' })
  })

  it('reads a 422 as the batch being refused, which no retry can change', async () => {
    const detail = 'Le produit n° 10001 n’existe pas dans le catalogue.'
    const { transport } = transportAnswering(
      failed(httpError(422, { detail, fields: { transactions: 'Produit inconnu' } })),
    )
    expect(await transport.sync({ uuid: null, transactions: [] })).toEqual({ kind: 'rejected', message: detail })
  })

  it.each<[string, Result<never> | Error, RegExp]>([
    [
      'a 500',
      failed(httpError(500, { detail: 'Erreur interne du système de commandes.' }, 'Internal Server Error')),
      /http.*HTTP 500 Internal Server Error.*Erreur interne/,
    ],
    ['a 409', failed(httpError(409, { detail: 'Le panier est en cours de modification.' })), /HTTP 409.*en cours/],
    [
      'a network failure',
      failed({ kind: 'network', message: 'fetch failed', retryable: true }),
      /network.*fetch failed/,
    ],
    ['a timeout', failed({ kind: 'timeout', message: 'No answer within 10000 ms', retryable: true }), /timeout/],
    [
      'an unreadable cart',
      failed({
        kind: 'validation',
        message: 'The answer does not match the expected shape',
        retryable: false,
        issues: [{ code: 'custom', path: ['lines', 0, 'qty'], message: 'x', input: 1 }],
      }),
      /validation.*lines\.0\.qty/,
    ],
    ['a thrown error', new TypeError('Refused request path'), /threw: Refused request path/],
  ])('reads %s as a sync error with a message for the operator log', async (_, answer, message) => {
    const outcome = await transportAnswering(answer).transport.sync({ uuid: null, transactions: [] })
    expect(outcome.kind).toBe('error')
    expect(outcome.kind === 'error' && outcome.message).toMatch(message)
  })

  it('works end to end with the order-system client and the demo, down and up again', async () => {
    const os = await createTestOrderSystem()
    try {
      const cookie = await os.signIn(1001)
      const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const headers = new Headers(init.headers)
        headers.set('cookie', cookie)
        return os.app.request(String(input), { ...init, headers })
      }
      const client = createOrderSystemClient(
        { baseUrl: 'http://erp.test/', timeoutMs: 5_000 },
        { fetch, hasUser: () => true },
      )
      const transport = createCartTransport(client)
      const transactions = [{ uuid: randomUUID(), product_id: priced(0), qty: 2 }]

      os.ctx.faults.cartSync = { status: 503, remaining: 1 }
      expect(await transport.sync({ uuid: null, transactions })).toEqual({
        kind: 'unavailable',
        message: expect.stringMatching(/momentanément indisponible/),
      })
      const outcome = await transport.sync({ uuid: null, transactions })
      expect(outcome).toMatchObject({ kind: 'cart', cart: { lines: [{ product_id: priced(0), qty: 2 }] } })
    } finally {
      await os.close()
    }
  })
})

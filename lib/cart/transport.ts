import type { HttpError } from '@/lib/http/result'
import type { OrderSystemClient } from '@/lib/order-system/client'
import { serverMessage } from '@/lib/order-system/errors'
import type { CartTransport, SyncOutcome } from './types'

/**
 * The sync engine's one way to the order system (docs/product/cart.md#sync): the HTTP result becomes what the
 * engine acts on. A rejection counts as a failed attempt too, so the engine keeps retrying instead
 * of stopping on a thrown error.
 */
export function createCartTransport(client: Pick<OrderSystemClient, 'cartSync'>): CartTransport {
  return {
    async sync({ uuid, transactions }) {
      try {
        const result = await client.cartSync({ uuid, transactions })
        if (result.ok) return result.data ? { kind: 'cart', cart: result.data } : { kind: 'empty' }
        return failure(result.error)
      } catch (error) {
        return { kind: 'error', message: `Cart sync threw: ${error instanceof Error ? error.message : String(error)}` }
      }
    },
  }
}

function failure(error: HttpError): SyncOutcome {
  const detail = serverMessage(error)
  if (error.kind === 'http' && error.status === 503)
    return detail ? { kind: 'unavailable', message: detail } : { kind: 'unavailable' }
  if (error.kind === 'http' && error.status === 422)
    return detail ? { kind: 'rejected', message: detail } : { kind: 'rejected' }
  return { kind: 'error', message: operatorMessage(error, detail) }
}

/** What the operator log needs to tell a refused sync from a broken answer; never the request body. */
function operatorMessage(error: HttpError, detail: string | undefined): string {
  const where =
    error.kind === 'validation'
      ? ` at ${error.issues
          .slice(0, 5)
          .map((issue) => issue.path.map(String).join('.') || '(root)')
          .join(', ')}`
      : ''
  return `Cart sync failed (${error.kind}): ${error.message}${where}${detail ? ` – ${detail}` : ''}`
}

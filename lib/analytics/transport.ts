/** Fire and forget: an event that cannot be sent is lost, never retried and never surfaced to the visitor. */
export type Transport = (endpoint: string, body: string) => void

/**
 * A `text/plain` POST, like Plausible's script: a CORS-simple request (no preflight) that `keepalive`
 * lets finish while the page unloads, which `sendBeacon` would too but with the visitor's cookies for
 * the provider's site; `credentials: 'omit'` sends none.
 */
export function fetchTransport(fetchImpl: typeof fetch = fetch): Transport {
  return (endpoint, body) => {
    fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined)
  }
}

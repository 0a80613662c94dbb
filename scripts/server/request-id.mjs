/**
 * The request id rule, in plain JavaScript so that the deployable server runs it as it is (a page it
 * answers from its own store never reaches proxy.ts, docs/adr/0019-shared-cache-in-the-deployable-server.md)
 * and the proxy imports the same rule through lib/log/request-id.ts.
 */

/** Set by the proxy on the request (for the server's logs) and on the response (for a support call). */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * A reverse proxy's own id is kept when it looks like one; anything else gets a fresh id.
 * @param {string | null | undefined} given the request's X-Request-Id
 */
export function requestIdFor(given) {
  return given && /^[\w.:-]{8,128}$/.test(given) ? given : crypto.randomUUID()
}

/** Set by the proxy on the request (for the server's logs) and on the response (for a support call). */
export const REQUEST_ID_HEADER = 'x-request-id'

/** A reverse proxy's own id is kept when it looks like one; anything else gets a fresh id. */
export function requestIdOf(headers: Pick<Headers, 'get'>): string {
  const given = headers.get(REQUEST_ID_HEADER)
  return given && /^[\w.:-]{8,128}$/.test(given) ? given : crypto.randomUUID()
}

/**
 * Node's fetch (undici) keeps the dispatcher all its requests share under this symbol, which undici's own
 * `setGlobalDispatcher` uses so that separate copies of it agree.
 */
const SHARED_DISPATCHER = Symbol.for('undici.globalDispatcher.1')

interface Dispatcher {
  dispatch(options: object, handler: object): boolean
}

/**
 * A `dispatcher` for Node's fetch that gives up on a request whose answer does not start, or stops
 * coming, within `ms`, through the connections every other request shares. An AbortSignal cannot
 * bound every call: Next's data cache refreshes a stale entry in the background with the same request
 * minus its signal, and the page being rendered waits for that refresh, so a back end that accepts the
 * connection and never answers held each such page until the socket gave up, minutes later. Next passes
 * the dispatcher on. Undefined before Node's fetch has made its dispatcher (nothing to wrap yet).
 */
export function answerDeadline(ms: number): Dispatcher | undefined {
  const shared = (globalThis as { [SHARED_DISPATCHER]?: Dispatcher })[SHARED_DISPATCHER]
  if (!shared) return undefined
  return {
    dispatch: (options, handler) => shared.dispatch({ ...options, headersTimeout: ms, bodyTimeout: ms }, handler),
  }
}

import type { Instrumentation } from 'next'
import { logger } from './lib/log/logger'
import { REQUEST_ID_HEADER } from './lib/log/request-id'

/**
 * Server start, Node runtime only: the environment is validated (lib/config/check-at-start.ts), then the
 * local search catalogue starts loading in the background so the first visitor does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { checkConfigurationAtStart } = await import('./lib/config/check-at-start')
  checkConfigurationAtStart()
  const { warmUpSearch } = await import('./lib/search/warm-up')
  void warmUpSearch()
}

/**
 * Every error Next catches in a render, a route or an action, as one structured line with the request
 * id the proxy gave the request (also sent to the browser in `x-request-id`) and the digest the error
 * page shows, so an operator can find the line a buyer or a trace points to.
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const requestId = request.headers[REQUEST_ID_HEADER]
  logger('server').error('Request failed', {
    requestId: Array.isArray(requestId) ? requestId[0] : requestId,
    method: request.method,
    path: request.path.split('?')[0],
    route: context.routePath,
    routeType: context.routeType,
    error,
  })
}

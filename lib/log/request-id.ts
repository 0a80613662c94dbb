import { REQUEST_ID_HEADER, requestIdFor } from '../../scripts/server/request-id.mjs'

export { REQUEST_ID_HEADER }

/** The request's id: the rule is shared with the deployable server (scripts/server/request-id.mjs). */
export function requestIdOf(headers: Pick<Headers, 'get'>): string {
  return requestIdFor(headers.get(REQUEST_ID_HEADER))
}

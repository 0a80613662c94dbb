import 'server-only'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { connection } from 'next/server'

/**
 * The back ends run beside the shop, not necessarily while it is built: a deployment builds its
 * artefact with nothing reachable, and `npm start` builds before the demo answers. A page that cannot
 * read its data while being built renders on request instead of failing the build or freezing an
 * outage into its HTML; with the back end reachable, the page is prerendered as usual.
 * `isOutage` tells an outage from an error that must fail the build whatever happens.
 */
export async function atRequestTimeIfUnavailable<T>(
  load: () => Promise<T>,
  isOutage: (error: unknown) => boolean = () => true,
): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (isOutage(error) && process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) await connection()
    throw error
  }
}

'use client'

import {
  isRouterPrefetch,
  limitPrefetches,
  MAX_PARALLEL_PREFETCHES,
  prefetchAllowed,
  type ConnectionHints,
} from '@/lib/navigation/prefetch-policy'

const INSTALLED = Symbol.for('equipro.prefetch-policy')

// Installed when the browser evaluates this module, as the root layout's payload is read and before
// React hydrates anything. An effect would come too late to be sure: <Link> starts watching the viewport
// in its ref callback, during the commit, and the observer's first report races React's passive effects,
// which run after paint. The connection object is live, so reading it at each prefetch follows its
// changes without a `change` listener.
if (typeof window !== 'undefined' && !(INSTALLED in window.fetch)) {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection
  const limited = limitPrefetches(window.fetch.bind(window), {
    max: MAX_PARALLEL_PREFETCHES,
    isPrefetch: isRouterPrefetch,
    allowed: () => prefetchAllowed(connection),
  })
  window.fetch = Object.assign(limited, { [INSTALLED]: true })
}

/** Rendered once by the root layout so that every page loads this module; it draws nothing. */
export function PrefetchPolicy() {
  return null
}

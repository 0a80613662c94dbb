'use client'

import { useRouter } from 'next/navigation'
import { useCallback } from 'react'
import { navigate } from '@/lib/navigation/navigate'

/**
 * Navigation started from code (a suggestion chosen, a link followed after its event): through the
 * external-navigation check (docs/product/content.md#navigation). A same-site target goes to the
 * router; another site only where the call site says `external`, with a full page load.
 */
export function useNavigate(): (target: string, options?: { external?: boolean }) => boolean {
  const router = useRouter()
  return useCallback(
    (target, options = {}) =>
      navigate(
        target,
        { origin: window.location.origin, external: options.external },
        { push: (path) => router.push(path), assign: (url) => window.location.assign(url), logger: console },
      ),
    [router],
  )
}

'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { usePublicConfig } from '@/components/public-config'
import { RuntimeOverride, useRuntimeSlot } from './session-provider'
import { sessionRuntime } from './session-runtime'

/**
 * Account, checkout, sign-in and form pages need the back-end clients in their first render: they
 * import the session runtime instead of waiting for it, and hand it to the tab's session. Their
 * components read the buyer's data with TanStack Query's hooks, from the runtime's cache.
 */
export function EagerSession({ children }: { children: ReactNode }) {
  const config = usePublicConfig()
  const slot = useRuntimeSlot()
  const [runtime] = useState(() => sessionRuntime(config))
  const adopt = slot?.adopt
  useEffect(() => adopt?.(runtime), [adopt, runtime])
  return (
    <QueryClientProvider client={runtime.queryClient}>
      <RuntimeOverride runtime={runtime}>{children}</RuntimeOverride>
    </QueryClientProvider>
  )
}

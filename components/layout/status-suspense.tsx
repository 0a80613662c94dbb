import { Suspense, type ReactNode } from 'react'
import { DelayedStatus } from './delayed-status'

/**
 * Where a part of the page whose code loads on demand appears: while it is on its way the buyer reads
 * `status`, after the same delay as any loading state (docs/product/constants.md#interface-timings).
 */
export function StatusSuspense({ status, children }: { status: string; children: ReactNode }) {
  return <Suspense fallback={<DelayedStatus className="muted">{status}</DelayedStatus>}>{children}</Suspense>
}

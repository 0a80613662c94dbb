'use client'

import { useEffect, useState, type ReactNode } from 'react'

/** How long something loading may take before its loading state shows (docs/product/constants.md#interface-timings). */
export const ASYNC_LOADING_DELAY_MS = 200

/**
 * The loading state of a part of the page whose code or data is on its way: hidden for the first
 * 200 ms, so a quick load never flashes it, then announced. It stays in the page meanwhile (hidden),
 * so nothing moves when it appears.
 */
export function DelayedStatus({ className, children }: { className?: string; children: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), ASYNC_LOADING_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <p role="status" className={className} hidden={!shown}>
      {children}
    </p>
  )
}

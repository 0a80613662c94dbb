'use client'

import { startTransition, useEffect, useState } from 'react'

export const noSubscription = () => () => undefined

/**
 * A value only the browser knows (whether a media query matches, the visitor's cookies, whether the page
 * has hydrated): first as the server rendered it, then as the browser reads it, kept up with `subscribe`.
 *
 * React's `useSyncExternalStore` with a server snapshot re-renders each such component synchronously right
 * after hydration, all of them in the one task that follows it: on a phone, the page's longest
 * (docs/adr/0031-after-hydration-in-transitions.md). Here the browser's value comes in a transition: React
 * renders it in slices the browser can interrupt, and keeps what is on screen until the new version is
 * ready. A component whose value the server could already give (the same on both sides) does not
 * re-render at all. `read` and `subscribe` must keep their identity between renders.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  const [value, setValue] = useState<T>(serverValue)
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()))
    update()
    return subscribe(update)
  }, [subscribe, read])
  return value
}

const hydrated = () => true

/** False on the server and in a component's first render, true from its first effect on. */
export function useHydrated(): boolean {
  return useBrowserValue(noSubscription, hydrated, false)
}

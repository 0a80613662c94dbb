import { useCallback } from 'react'
import { useBrowserValue } from '@/components/use-browser-value'

/**
 * Whether a media query matches, followed as it changes. The server cannot know: it answers false,
 * and nothing that depends on the screen happens before hydration.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined
      const media = window.matchMedia(query)
      media.addEventListener('change', onChange)
      return () => media.removeEventListener('change', onChange)
    },
    [query],
  )
  const read = useCallback(() => typeof window.matchMedia === 'function' && window.matchMedia(query).matches, [query])
  return useBrowserValue(subscribe, read, false)
}

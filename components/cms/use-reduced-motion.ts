import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

const getSnapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches
// The server cannot know; nothing moves before hydration anyway.
const getServerSnapshot = () => false

/** Whether the visitor asked the system for less motion (no auto-rotation, no autoplay). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}

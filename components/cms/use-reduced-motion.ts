import { useMediaQuery } from './use-media-query'

/** Whether the visitor asked the system for less motion (no auto-rotation, no autoplay). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}

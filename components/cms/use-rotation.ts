import { useCallback, useEffect, useState, type FocusEvent } from 'react'
import { useReducedMotion } from './use-reduced-motion'

export interface RotationOptions {
  count: number
  autoplay: boolean
  intervalMs: number
}

/**
 * The state of a rotating set of slides (WAI-ARIA carousel pattern): auto-rotation stops while the
 * pointer or the keyboard focus is inside, when the visitor stops it, and never starts when reduced
 * motion is asked for. Screen readers hear slide changes only when the visitor causes them.
 */
export function useRotation({ count, autoplay, intervalMs }: RotationOptions) {
  const reducedMotion = useReducedMotion()
  const [index, setIndex] = useState(0)
  const [stopped, setStopped] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const canRotate = autoplay && !reducedMotion && count > 1
  const rotating = canRotate && !stopped && !hovered && !focused

  useEffect(() => {
    if (!rotating) return
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => clearInterval(timer)
  }, [rotating, count, intervalMs])

  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count])
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count])

  return {
    index,
    count,
    next,
    previous,
    /** Whether the visitor can start or stop the rotation (a button is shown only then). */
    canRotate,
    stopped,
    toggleRotation: () => setStopped((value) => !value),
    /** `off` while slides change by themselves, so that assistive technology is not flooded. */
    live: rotating ? ('off' as const) : ('polite' as const),
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}

'use client'

import { useTranslations } from 'next-intl'
import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useCallback, useEffect, useRef, useState } from 'react'
import styles from './loading-bar.module.css'

/** Fast navigations never flash the bar (docs/product/content.md#navigation). */
export const LOADING_BAR_THROTTLE_MS = 200
/** Time to creep up to {@link LOADING_BAR_MAX_PROGRESS}. */
export const LOADING_BAR_DURATION_MS = 2000
export const LOADING_BAR_HEIGHT_PX = 3
/** The bar never claims to be done before the new route has rendered. */
export const LOADING_BAR_MAX_PROGRESS = 90
/**
 * A click can start the bar without the URL ever changing (a redirect back to the current page, a
 * handler that cancels the navigation); past this the bar gives up instead of staying stuck.
 */
export const LOADING_BAR_STALL_MS = 10_000
/** Covers the 100 % jump and the fade-out in loading-bar.module.css. */
export const LOADING_BAR_FADE_MS = 400
const TICK_MS = 100

type Phase = 'idle' | 'running' | 'finishing'

/** Ease-out: quick at first so the bar feels responsive, then slowing to a stop at the maximum. */
export function estimateProgress(elapsedMs: number): number {
  const t = Math.min(1, Math.max(0, elapsedMs / LOADING_BAR_DURATION_MS))
  return LOADING_BAR_MAX_PROGRESS * (1 - (1 - t) ** 2)
}

/** Whether a click will make the App Router load another route in this tab. */
export function isNavigationClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!anchor) return false
  const target = anchor.getAttribute('target')
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return false

  const { baseURI, location } = anchor.ownerDocument
  let next: URL
  try {
    next = new URL(anchor.getAttribute('href') ?? '', baseURI)
  } catch {
    return false
  }
  // Other origins (and `javascript:`/`mailto:`, whose origin is opaque) are full page loads or no
  // navigation at all; a fragment-only change does not load anything.
  return next.origin === location.origin && (next.pathname !== location.pathname || next.search !== location.search)
}

function routeKey(pathname: string, search: string): string {
  return `${pathname}?${new URLSearchParams(search).toString()}`
}

function LoadingBarInner() {
  const t = useTranslations('a11y')
  const route = routeKey(usePathname(), useSearchParams().toString())
  const [phase, setPhase] = useState<Phase>('idle')
  const [progress, setProgress] = useState(0)

  // Timers and flags live in refs: the document listeners are installed once and must see the latest values.
  const currentRoute = useRef(route)
  const navigating = useRef(false)
  const shown = useRef(false)
  const timers = useRef<{
    throttle?: ReturnType<typeof setTimeout>
    stall?: ReturnType<typeof setTimeout>
    fade?: ReturnType<typeof setTimeout>
    tick?: ReturnType<typeof setInterval>
  }>({})

  const stopTimers = useCallback(() => {
    const { throttle, stall, fade, tick } = timers.current
    clearTimeout(throttle)
    clearTimeout(stall)
    clearTimeout(fade)
    clearInterval(tick)
    timers.current = {}
  }, [])

  const finish = useCallback(() => {
    if (!navigating.current) return
    navigating.current = false
    stopTimers()
    if (!shown.current) return
    shown.current = false
    setProgress(100)
    setPhase('finishing')
    timers.current.fade = setTimeout(() => {
      setPhase('idle')
      setProgress(0)
    }, LOADING_BAR_FADE_MS)
  }, [stopTimers])

  const start = useCallback(() => {
    if (navigating.current) return
    // A new navigation during the fade-out of the previous one starts from an empty bar.
    stopTimers()
    setPhase('idle')
    setProgress(0)
    navigating.current = true
    const startedAt = Date.now()
    timers.current.throttle = setTimeout(() => {
      shown.current = true
      setPhase('running')
      setProgress(estimateProgress(Date.now() - startedAt))
      timers.current.tick = setInterval(() => setProgress(estimateProgress(Date.now() - startedAt)), TICK_MS)
    }, LOADING_BAR_THROTTLE_MS)
    timers.current.stall = setTimeout(finish, LOADING_BAR_STALL_MS)
  }, [finish, stopTimers])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isNavigationClick(event)) start()
    }
    // By the time popstate fires the location already shows the entry we go back or forward to.
    const onPopState = () => {
      if (routeKey(window.location.pathname, window.location.search) !== currentRoute.current) start()
    }
    // Capture phase: next/link calls preventDefault in its own handler, so a bubbling listener could
    // not tell a link click from a click some component cancelled.
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
      stopTimers()
    }
  }, [start, stopTimers])

  useEffect(() => {
    currentRoute.current = route
    finish()
  }, [route, finish])

  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      aria-hidden={phase !== 'running'}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={phase === 'running' ? Math.round(progress) : undefined}
      className={styles.bar}
      data-phase={phase}
      style={{ height: LOADING_BAR_HEIGHT_PX, transform: `scaleX(${progress / 100})` }}
    />
  )
}

/** Top-of-page progress for App Router navigations. Self-contained Suspense: `useSearchParams` needs one. */
export function LoadingBar() {
  return (
    <Suspense fallback={null}>
      <LoadingBarInner />
    </Suspense>
  )
}

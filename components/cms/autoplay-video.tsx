'use client'

import { useEffect, useRef } from 'react'
import type { CmsVideo } from '@/lib/cms/schemas'
import { useReducedMotion } from './use-reduced-motion'

export interface AutoplayVideoProps {
  desktop: CmsVideo
  mobile: CmsVideo | null
  posterUrl: string
  label: string
  autoplay: boolean
  controls: boolean
  loop: boolean
  muted: boolean
  className?: string
}

/** Small screens get the portrait cut; the breakpoint matches the shop's CSS. */
const MOBILE = '(max-width: 767px)'

/**
 * A decorative banner video. Browsers only autoplay muted inline videos, so those attributes come with
 * autoplay. When the visitor asked for reduced motion, the video stays on its poster, with controls
 * to start it by choice.
 */
export function AutoplayVideo({
  desktop,
  mobile,
  posterUrl,
  label,
  autoplay,
  controls,
  loop,
  muted,
  className,
}: AutoplayVideoProps) {
  const reducedMotion = useReducedMotion()
  const ref = useRef<HTMLVideoElement>(null)
  const plays = autoplay && !reducedMotion

  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (plays) {
      // Autoplay may be refused (data saver, power saving): the poster stays, which is fine.
      video.play?.()?.catch(() => undefined)
    } else {
      video.pause?.()
    }
  }, [plays])

  return (
    <video
      ref={ref}
      className={className}
      aria-label={label}
      poster={posterUrl}
      autoPlay={plays}
      muted={muted || plays}
      playsInline
      loop={loop}
      controls={controls || (autoplay && reducedMotion)}
      preload={plays ? 'auto' : 'none'}
    >
      {mobile ? <source media={MOBILE} src={mobile.url} type={mobile.mime} /> : null}
      <source src={desktop.url} type={desktop.mime} />
    </video>
  )
}

'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/components/use-browser-value'
import type { CmsVideo } from '@/lib/cms/schemas'
import { prefetchAllowed, type ConnectionHints } from '@/lib/navigation/prefetch-policy'
import styles from './autoplay-video.module.css'
import { useMediaQuery } from './use-media-query'
import { useReducedMotion } from './use-reduced-motion'

export interface AutoplayVideoProps {
  desktop: CmsVideo
  mobile: CmsVideo | null
  posterUrl: string
  label: string
  /** Wide screens. */
  autoplay: boolean
  controls: boolean
  /** Phones. */
  mobileAutoplay: boolean
  mobileControls: boolean
  loop: boolean
  muted: boolean
  className?: string
}

/** Small screens get the portrait cut and the phone settings; the breakpoint matches the shop's CSS. */
const PHONE = '(max-width: 767px)'

const connection = () => (navigator as Navigator & { connection?: ConnectionHints }).connection

/**
 * A banner video (docs/product/content.md#videos). The server sends its poster only, with no autoplay
 * and nothing preloaded: whether it may start by itself depends on the screen, the visitor's motion
 * setting and their data saver, which only the browser knows. It then starts muted and inline (the only
 * videos browsers autoplay) on a wide screen, and waits for a tap on a phone, with the data saver on,
 * on 2G or with reduced motion. A pause and play button is always there once JavaScript runs; the
 * player's own controls, where the editor wants them, come once the video has played, since drawn
 * before they cost a phone's first screen as much as the rest of it
 * (docs/adr/0034-video-controls-once-it-plays.md). Without JavaScript the player comes with its controls.
 */
export function AutoplayVideo({
  desktop,
  mobile,
  posterUrl,
  label,
  autoplay,
  controls,
  mobileAutoplay,
  mobileControls,
  loop,
  muted,
  className,
}: AutoplayVideoProps) {
  const t = useTranslations('cms.video')
  const hydrated = useHydrated()
  const phone = useMediaQuery(PHONE)
  const reducedMotion = useReducedMotion()
  const ref = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [played, setPlayed] = useState(false)
  // The same rule as link prefetches: nothing heavy the buyer did not ask for on data saver or 2G.
  const startsItself =
    hydrated && (phone ? mobileAutoplay : autoplay) && !reducedMotion && prefetchAllowed(connection())

  useEffect(() => {
    const video = ref.current
    if (!video) return
    // Autoplay may still be refused (power saving): the poster and the play button stay.
    if (startsItself) video.play?.()?.catch(() => undefined)
    else video.pause?.()
  }, [startsItself])

  const toggle = () => {
    const video = ref.current
    if (!video) return
    if (playing) video.pause()
    else video.play()?.catch(() => undefined)
  }

  const sources = (
    <>
      {mobile ? <source media={PHONE} src={mobile.url} type={mobile.mime} /> : null}
      <source src={desktop.url} type={desktop.mime} />
    </>
  )
  return (
    <div className={styles.player}>
      <video
        ref={ref}
        className={`${className ?? ''} ${styles.scripted}`}
        aria-label={label}
        poster={posterUrl}
        muted={muted || startsItself}
        playsInline
        loop={loop}
        controls={played && (phone ? mobileControls : controls)}
        preload="none"
        onPlay={() => {
          setPlaying(true)
          setPlayed(true)
        }}
        onPause={() => setPlaying(false)}
      >
        {sources}
      </video>
      <noscript>
        <video
          className={className}
          aria-label={label}
          poster={posterUrl}
          muted={muted}
          playsInline
          loop={loop}
          controls
          preload="none"
        >
          {sources}
        </video>
      </noscript>
      {hydrated ? (
        <button type="button" className={styles.toggle} onClick={toggle}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          <span className="sr-only">{playing ? t('pause') : t('play')}</span>
        </button>
      ) : null}
    </div>
  )
}

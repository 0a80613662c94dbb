'use client'

import { useTranslations } from 'next-intl'
import { useId, type ReactNode } from 'react'
import styles from './carousel.module.css'
import { useRotation } from './use-rotation'

export interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string
  slides: ReactNode[]
  /** Each slide's accessible name, formatted by the server (`slideLabels`). */
  slideLabels: string[]
  autoplay: boolean
  intervalMs: number
}

/**
 * WAI-ARIA carousel: one slide shown at a time, previous and next buttons, a stop button when slides
 * rotate by themselves. The server renders every slide; without JavaScript the first one shows.
 */
export function Carousel({ label, slides, slideLabels, autoplay, intervalMs }: CarouselProps) {
  const t = useTranslations('cms.carousel')
  const id = useId()
  const rotation = useRotation({ count: slides.length, autoplay, intervalMs })
  const several = slides.length > 1

  return (
    <div
      role="region"
      aria-roledescription={t('roledescription')}
      aria-label={label}
      className={styles.carousel}
      {...rotation.pauseHandlers}
    >
      {several ? (
        <div className={styles.controls}>
          {rotation.canRotate ? (
            <button type="button" className={styles.control} onClick={rotation.toggleRotation}>
              <span aria-hidden="true">{rotation.stopped ? '▶' : '❚❚'}</span>
              <span className="sr-only">{rotation.stopped ? t('start') : t('stop')}</span>
            </button>
          ) : null}
          <button type="button" className={styles.control} aria-controls={id} onClick={rotation.previous}>
            <span aria-hidden="true">‹</span>
            <span className="sr-only">{t('previous')}</span>
          </button>
          <span className={styles.position} aria-hidden="true">
            {rotation.index + 1} / {slides.length}
          </span>
          <button type="button" className={styles.control} aria-controls={id} onClick={rotation.next}>
            <span aria-hidden="true">›</span>
            <span className="sr-only">{t('next')}</span>
          </button>
        </div>
      ) : null}
      <div id={id} className={styles.slides} aria-live={rotation.live}>
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={slideLabels[index]}
            className={styles.slide}
            hidden={index !== rotation.index}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  )
}

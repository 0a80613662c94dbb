'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'
import type { CmsHeaderSliderEntry } from '@/lib/cms/schemas'
import { CmsLink } from './cms-link'
import styles from './header-slider.module.css'
import { useRotation } from './use-rotation'

/** Time each message stays. */
const INTERVAL_MS = 5000

/** One message at a time, rotating unless the visitor points at it, focuses it or prefers less motion. */
export function HeaderSliderRotator({
  entries,
  slideLabels,
}: {
  entries: CmsHeaderSliderEntry[]
  /** Each message's accessible name, formatted by the server (`slideLabels`). */
  slideLabels: string[]
}) {
  const t = useTranslations('cms')
  const id = useId()
  const rotation = useRotation({ count: entries.length, autoplay: true, intervalMs: INTERVAL_MS })
  const several = entries.length > 1

  return (
    <div
      role="region"
      aria-roledescription={t('carousel.roledescription')}
      aria-label={t('headerSlider.label')}
      className={styles.slider}
      data-header-slider=""
      {...rotation.pauseHandlers}
    >
      <div className={`container ${styles.inner}`}>
        {several ? (
          <button type="button" className={styles.control} aria-controls={id} onClick={rotation.previous}>
            <span aria-hidden="true">‹</span>
            <span className="sr-only">{t('headerSlider.previous')}</span>
          </button>
        ) : null}
        <div id={id} className={styles.entries} aria-live={rotation.live}>
          {entries.map((entry, index) => (
            <div
              key={entry.id}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={slideLabels[index]}
              hidden={index !== rotation.index}
            >
              {entry.url ? (
                <CmsLink href={entry.url} openInNewTab={entry.openInNewTab} className={styles.link}>
                  {entry.text}
                </CmsLink>
              ) : (
                entry.text
              )}
            </div>
          ))}
        </div>
        {several ? (
          <button type="button" className={styles.control} aria-controls={id} onClick={rotation.next}>
            <span aria-hidden="true">›</span>
            <span className="sr-only">{t('headerSlider.next')}</span>
          </button>
        ) : null}
      </div>
    </div>
  )
}

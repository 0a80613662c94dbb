'use client'

import type { IframeHTMLAttributes } from 'react'
import type { OptionalCategoryId } from '@/lib/consent'
import styles from './consent-frame.module.css'
import { acceptCookieCategory, openCookiePreferences } from './runtime'
import { useConsentTexts, useGrantedCategories } from './use-consent'

export interface ConsentFrameProps extends IframeHTMLAttributes<HTMLIFrameElement> {
  /** Every frame needs an accessible name. */
  title: string
  src: string
  /** The cookie category the embedded site falls under. */
  category?: OptionalCategoryId
}

/**
 * An embedded frame (a video, a map) that loads only once its cookie category is granted; until then a
 * placeholder of the same shape explains why, accepts that category in one click, or opens the preferences.
 */
export function ConsentFrame({ category = 'functional', title, width, height, ...frame }: ConsentFrameProps) {
  const granted = useGrantedCategories()
  const texts = useConsentTexts()
  if (granted.includes(category)) return <iframe title={title} width={width} height={height} {...frame} />

  const aspectRatio = width && height ? `${width} / ${height}` : undefined
  return (
    <div
      className={styles.placeholder}
      style={{ aspectRatio }}
      role="group"
      aria-label={title}
      data-consent-category={category}
    >
      <p>{texts.frame.blocked}</p>
      <button type="button" className={styles.button} onClick={() => void acceptCookieCategory(category)}>
        {texts.categories[category].accept}
      </button>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        onClick={() => void openCookiePreferences()}
      >
        {texts.frame.enable}
      </button>
    </div>
  )
}

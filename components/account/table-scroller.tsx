import type { ReactNode } from 'react'
import styles from './account-tables.module.css'

/**
 * A wide table scrolls sideways on a narrow screen; the scrolling box is focusable and named so that
 * keyboard users can scroll it too (WCAG 2.1.1).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}

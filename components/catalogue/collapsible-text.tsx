'use client'

import { useId, useState, type ReactNode } from 'react'
import { useMediaQuery } from '@/components/cms/use-media-query'
import styles from './catalogue.module.css'

/**
 * A category's description on a phone: its first lines and "Lire la suite", so the products start in
 * the first screen. The clamp is CSS (no shift when JavaScript arrives); while clamped, the hidden part
 * is inert so the keyboard never lands on a link out of sight. Wider screens and browsers without
 * JavaScript show it whole.
 */
export function CollapsibleText({ children, more, less }: { children: ReactNode; more: string; less: string }) {
  const [open, setOpen] = useState(false)
  const phone = useMediaQuery('(width < 48rem)')
  const id = useId()
  return (
    <div className={styles.collapsible} data-open={open}>
      <div id={id} className={styles.collapsibleBody} inert={phone && !open ? true : undefined}>
        {children}
      </div>
      <button
        type="button"
        className={styles.collapsibleToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? less : more}
      </button>
    </div>
  )
}

'use client'

import { IntentLink } from '@/components/navigation/intent-link'
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { CloseIcon, FilterIcon } from '@/components/layout/icons'
import { useMediaQuery } from '@/components/cms/use-media-query'
import headerStyles from '@/components/layout/site-header.module.css'
import styles from './catalogue.module.css'

/** Below this width the listing is one column and its facets move into a dialog. */
const PHONE = '(width < 48rem)'
export const FILTERS_ID = 'listing-filters'

/**
 * The facet link followed from the open dialog: the listing re-renders for the new URL and the
 * dialog comes back open on it, focus on the same value, so a buyer ticks several filters in a row.
 */
let reopenOn: { href: string; value: string | null } | null = null

/** The panel beside the "Filtrer" button, asked by it to open (the two are siblings in the listing). */
const openRequests = new Set<() => void>()

interface PanelProps {
  children: ReactNode
  /** Id of the facets' title, which names the dialog. */
  titleId: string
  closeLabel: string
  showLabel: string
  clear: { href: string; label: string } | null
}

/**
 * The facets of a listing. On a wide screen, and on a phone without JavaScript, they are a plain column of
 * links (below the products on a phone); on a phone with JavaScript, a full-screen modal dialog opened by
 * the "Filtrer" button, with "Voir les n produits" and "Effacer" at the bottom, and nothing until then.
 * The dialog is built the first time it is asked for: until then a phone keeps the hidden column the
 * server drew, instead of rebuilding every facet into a closed dialog right after hydration.
 */
export function FiltersPanel({ children, titleId, closeLabel, showLabel, clear }: PanelProps) {
  const phone = useMediaQuery(PHONE)
  const dialog = useRef<HTMLDialogElement>(null)
  /** Whether the dialog was asked for since this listing was drawn; once built, its own command opens it. */
  const [asked, setAsked] = useState(false)

  useEffect(() => {
    if (!phone) return
    const ask = () => setAsked(true)
    openRequests.add(ask)
    // "Filtrer" tapped before the page's code had run followed its link to the facets, which a phone
    // running JavaScript never draws below the products (catalogue.module.css), or a facet link was
    // followed from the open dialog: it opens now.
    if (reopenOn || window.location.hash === `#${FILTERS_ID}`) ask()
    return () => void openRequests.delete(ask)
  }, [phone])

  useEffect(() => {
    const element = dialog.current
    if (!element || !asked) return
    const followed = reopenOn
    reopenOn = null
    if (followed) {
      if (followed.href !== `${window.location.pathname}${window.location.search}`) return
      // Opened from the button, so that closing gives the focus back to it, as the first opening did.
      document.querySelector<HTMLElement>(`[commandfor="${FILTERS_ID}"][command="show-modal"]`)?.focus()
    }
    if (!element.open) element.showModal()
    const value = followed?.value
    if (value) element.querySelector<HTMLElement>(`[data-facet-value="${CSS.escape(value)}"]`)?.focus()
  }, [asked])

  if (!phone || !asked) {
    return (
      <div id={FILTERS_ID} className={styles.filtersInline}>
        {children}
      </div>
    )
  }

  const remember = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!link) return
    reopenOn = { href: link.getAttribute('href') ?? '', value: link.getAttribute('data-facet-value') }
  }

  return (
    <dialog
      ref={dialog}
      id={FILTERS_ID}
      className={styles.filtersDialog}
      aria-labelledby={titleId}
      onClickCapture={remember}
      onClose={() => (reopenOn = null)}
    >
      <button
        type="button"
        className={`${headerStyles.iconButton} ${styles.filtersClose}`}
        command="close"
        commandfor={FILTERS_ID}
      >
        <CloseIcon />
        <span className="sr-only">{closeLabel}</span>
      </button>
      <div className={styles.filtersBody}>{children}</div>
      <div className={styles.filtersFooter}>
        {clear && (
          <IntentLink href={clear.href} rel="nofollow" scroll={false} className="button button--secondary">
            {clear.label}
          </IntentLink>
        )}
        <button type="button" className="button" command="close" commandfor={FILTERS_ID}>
          {showLabel}
        </button>
      </div>
    </dialog>
  )
}

/**
 * "Filtrer (n)" beside the count, on a phone only: it opens the facets' dialog once JavaScript runs (the
 * dialog's own command once it exists, the panel's first building of it before);
 * before that it is a link to the facets, below the products without JavaScript, and in the dialog as soon
 * as the page's code has run.
 */
export function FiltersButton({ label }: { label: string }) {
  const phone = useMediaQuery(PHONE)
  const content = (
    <>
      <FilterIcon />
      {label}
    </>
  )
  if (!phone) {
    return (
      <a href={`#${FILTERS_ID}`} className={`button button--secondary ${styles.filtersButton}`}>
        {content}
      </a>
    )
  }
  return (
    <button
      type="button"
      className={`button button--secondary ${styles.filtersButton}`}
      command="show-modal"
      commandfor={FILTERS_ID}
      aria-haspopup="dialog"
      onClick={() => openRequests.forEach((ask) => ask())}
    >
      {content}
    </button>
  )
}

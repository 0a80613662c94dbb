import { IntentLink } from '@/components/navigation/intent-link'
import { pageWindow } from '@/lib/navigation/page-window'
import styles from './pagination-nav.module.css'

export interface PaginationLabels {
  label: string
  previous: string
  next: string
  page: (page: number) => string
}

/**
 * Real links to each page, so the page lives in the URL (reload, share, back button) and crawlers reach
 * every page of a listing. No hooks: the catalogue renders it on the server, account lists in the browser.
 */
export function PaginationNav({
  page,
  pageCount,
  hrefFor,
  labels,
}: {
  page: number
  pageCount: number
  hrefFor: (page: number) => string
  labels: PaginationLabels
}) {
  if (pageCount <= 1) return null
  const current = Math.min(page, pageCount)
  const pages = pageWindow(current, pageCount)
  return (
    <nav aria-label={labels.label} className={styles.pagination}>
      <ul>
        {current > 1 && (
          <li>
            <IntentLink href={hrefFor(current - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{labels.previous}</span>
            </IntentLink>
          </li>
        )}
        {pages.map((p, index) => (
          <li key={p}>
            {index > 0 && p - (pages[index - 1] ?? p) > 1 && <span aria-hidden="true">…</span>}
            {p === current ? (
              // A span may not carry a label: the words are spoken, the number shown.
              <span aria-current="page">
                <span className="sr-only">{labels.page(p)}</span>
                <span aria-hidden="true">{p}</span>
              </span>
            ) : (
              <IntentLink href={hrefFor(p)} aria-label={labels.page(p)}>
                {p}
              </IntentLink>
            )}
          </li>
        ))}
        {current < pageCount && (
          <li>
            <IntentLink href={hrefFor(current + 1)} rel="next">
              <span aria-hidden="true">›</span>
              <span className="sr-only">{labels.next}</span>
            </IntentLink>
          </li>
        )}
      </ul>
    </nav>
  )
}

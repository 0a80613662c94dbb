import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { listingHref, type ListingState } from '@/lib/catalogue/search-params'
import styles from './catalogue.module.css'

/** Pages shown around the current one. */
const WINDOW = 2

/** Real links, so crawlers reach every page of a category (each canonicalises to itself). */
export async function Pagination({ state, basePath, pageCount }: { state: ListingState; basePath: string; pageCount: number }) {
  if (pageCount <= 1) return null
  const t = await getTranslations('catalogue.pagination')
  const page = Math.min(state.page, pageCount)
  const href = (target: number) => listingHref(basePath, { ...state, page: target })
  const pages = new Set([1, pageCount])
  for (let p = Math.max(1, page - WINDOW); p <= Math.min(pageCount, page + WINDOW); p++) pages.add(p)
  const ordered = [...pages].sort((a, b) => a - b)
  return (
    <nav aria-label={t('label')} className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{t('previous')}</span>
            </Link>
          </li>
        )}
        {ordered.map((p, index) => (
          <li key={p}>
            {index > 0 && p - (ordered[index - 1] ?? p) > 1 && <span aria-hidden="true">…</span>}
            {p === page ? (
              <span aria-current="page" aria-label={t('page', { page: p })}>
                {p}
              </span>
            ) : (
              <Link href={href(p)} aria-label={t('page', { page: p })}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link href={href(page + 1)} rel="next">
              <span aria-hidden="true">›</span>
              <span className="sr-only">{t('next')}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Breadcrumb } from '@/components/catalogue/breadcrumb'
import styles from '@/components/catalogue/catalogue.module.css'
import { Listing } from '@/components/catalogue/listing'
import { NotFoundPage, notFoundMetadata } from '@/components/error/not-found-page'
import { listingQuery, listingSeo } from '@/lib/catalogue/listing'
import { logListingIssue, parseListingParams } from '@/lib/catalogue/search-params'
import { listingResult } from '@/lib/catalogue/server'
import { routeQuery } from '@/lib/routes/cached-query'
import { openGraphOf } from '@/lib/seo/page-metadata'
import { siteIdentity } from '@/lib/seo/site-identity'

type Props = { params: Promise<{ query?: string[] }> }

// Cached per URL and rebuilt at most once a minute; the proxy rewrites a query into [[...query]] (ADR 0007).
export const revalidate = 60
export const generateStaticParams = () => []

const PATH = '/discount'
const SCOPE = { discountOnly: true }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const query = routeQuery((await params).query)
  if (!query) return notFoundMetadata()
  const state = parseListingParams(query)
  const [t, tc, tp, site, result] = await Promise.all([
    getTranslations('pages.discount'),
    getTranslations('catalogue'),
    getTranslations('pagination'),
    siteIdentity(),
    listingResult(listingQuery(state, SCOPE)),
  ])
  if (!result) return notFoundMetadata()
  const seo = listingSeo(PATH, state)
  const url = new URL(String(seo.alternates?.canonical ?? PATH), site.siteUrl).href
  return {
    title: state.page > 1 ? `${t('title')} – ${tp('titleSuffix', { page: state.page })}` : t('title'),
    description: tc('discountIntro'),
    alternates: { canonical: url },
    ...(seo.robots ? { robots: seo.robots } : {}),
    openGraph: openGraphOf(site, { title: t('title'), description: tc('discountIntro'), url }),
  }
}

/** Products whose public price is discounted. */
export default async function DiscountPage({ params }: Props) {
  const query = routeQuery((await params).query)
  if (!query) return <NotFoundPage />
  const state = parseListingParams(query, logListingIssue(PATH))
  const [t, tc, result] = await Promise.all([
    getTranslations('pages.discount'),
    getTranslations('catalogue'),
    listingResult(listingQuery(state, SCOPE)),
  ])
  if (!result) return <NotFoundPage />
  return (
    <>
      <Breadcrumb items={[{ name: t('title'), href: PATH }]} />
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p>{tc('discountIntro')}</p>
      </header>
      <Listing basePath={PATH} state={state} result={result} kind="listing" />
    </>
  )
}

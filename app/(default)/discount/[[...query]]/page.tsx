import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { Breadcrumb } from '@/components/catalogue/breadcrumb'
import styles from '@/components/catalogue/catalogue.module.css'
import { Listing } from '@/components/catalogue/listing'
import { listingQuery, listingSeo } from '@/lib/catalogue/listing'
import { logListingIssue, parseListingParams, type RawSearchParams } from '@/lib/catalogue/search-params'
import { getConfig } from '@/lib/config'
import { getSearch } from '@/lib/search'
import { routeQuery } from '@/lib/routes/cached-query'

type Props = { params: Promise<{ query?: string[] }> }

// Cached per URL and rebuilt at most once a minute; the proxy rewrites a query into [[...query]] (ADR 0007).
export const revalidate = 60
export const generateStaticParams = () => []

async function routeParams(params: Props['params']): Promise<RawSearchParams> {
  return routeQuery((await params).query) ?? notFound()
}

const PATH = '/discount'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const query = await routeParams(params)
  const state = parseListingParams(query)
  const [t, tc, tp] = await Promise.all([
    getTranslations('pages.discount'),
    getTranslations('catalogue'),
    getTranslations('pagination'),
  ])
  const seo = listingSeo(PATH, state)
  const url = new URL(String(seo.alternates?.canonical ?? PATH), getConfig().SITE_URL).href
  return {
    title: state.page > 1 ? `${t('title')} – ${tp('titleSuffix', { page: state.page })}` : t('title'),
    description: tc('discountIntro'),
    alternates: { canonical: url },
    ...(seo.robots ? { robots: seo.robots } : {}),
    openGraph: { type: 'website', title: t('title'), description: tc('discountIntro'), url, locale: 'fr_FR' },
  }
}

/** Products whose public price is discounted. */
export default async function DiscountPage({ params }: Props) {
  const query = await routeParams(params)
  const state = parseListingParams(query, logListingIssue('/discount'))
  const [t, tc, result] = await Promise.all([
    getTranslations('pages.discount'),
    getTranslations('catalogue'),
    getSearch().searchProducts(listingQuery(state, { discountOnly: true })),
  ])
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

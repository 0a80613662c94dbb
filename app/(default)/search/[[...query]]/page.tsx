import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import styles from '@/components/catalogue/catalogue.module.css'
import { Listing } from '@/components/catalogue/listing'
import { NotFoundPage, notFoundMetadata } from '@/components/error/not-found-page'
import { isRefined, logListingIssue, parseListingParams } from '@/lib/catalogue/search-params'
import { listingQuery } from '@/lib/catalogue/listing'
import { listingResult } from '@/lib/catalogue/server'
import { routeQuery } from '@/lib/routes/cached-query'

type Props = { params: Promise<{ query?: string[] }> }

// Cached per URL and rebuilt at most once a minute; the proxy rewrites a query into [[...query]] (ADR 0007).
export const revalidate = 60
export const generateStaticParams = () => []

const PATH = '/search'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const query = routeQuery((await params).query)
  if (!query) return notFoundMetadata()
  const { text } = parseListingParams(query)
  const t = await getTranslations('pages.search')
  // Result pages are endless combinations of user input: crawlers may read them (robots.txt lets them)
  // and follow their links, but keep them out of the index.
  return { title: text ? t('titleFor', { query: text }) : t('title'), robots: { index: false, follow: true } }
}

export default async function SearchPage({ params }: Props) {
  const query = routeQuery((await params).query)
  if (!query) return <NotFoundPage />
  const state = parseListingParams(query, logListingIssue(PATH))
  const [t, tc] = await Promise.all([getTranslations('pages.search'), getTranslations('catalogue')])
  const title = state.text ? t('titleFor', { query: state.text }) : t('title')
  if (state.text === '' && !isRefined(state)) {
    return (
      <>
        <h1>{title}</h1>
        <p>{tc('searchPrompt')}</p>
      </>
    )
  }
  const result = await listingResult(listingQuery(state, {}, 'search'))
  if (!result) return <NotFoundPage />
  return (
    <>
      <header className={styles.header}>
        <h1>{title}</h1>
      </header>
      <Listing
        basePath={PATH}
        state={state}
        result={result}
        kind="search"
        empty={<p>{state.text ? tc('emptySearch', { query: state.text }) : tc('empty')}</p>}
      />
    </>
  )
}

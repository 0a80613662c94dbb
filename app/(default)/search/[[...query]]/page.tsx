import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'
import styles from '@/components/catalogue/catalogue.module.css'
import { Listing } from '@/components/catalogue/listing'
import { NotFoundPage, notFoundMetadata } from '@/components/error/not-found-page'
import { SearchDeadEnd } from '@/components/search/search-dead-end'
import { isRefined, logListingIssue, parseListingParams } from '@/lib/catalogue/search-params'
import { isPastLastPage, listingQuery } from '@/lib/catalogue/listing'
import { searchOutcome } from '@/lib/catalogue/search-outcome'
import { getSearch } from '@/lib/search'
import { productHref } from '@/lib/search/links'
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
  const listing = listingQuery(state, {}, 'search')
  const outcome = await searchOutcome(getSearch(), listing)
  // An exact sku or partner reference: the buyer knows what they want.
  if (outcome.kind === 'variant') redirect(productHref(outcome.hit.product.url_key, outcome.sku))
  if (isPastLastPage(listing.page ?? 1, outcome.result.total)) return <NotFoundPage />
  return (
    <>
      <header className={styles.header}>
        <h1>{outcome.corrected ? t('titleFor', { query: outcome.corrected }) : title}</h1>
        {outcome.corrected ? <p>{t('corrected', { typed: state.text, corrected: outcome.corrected })}</p> : null}
      </header>
      <Listing
        basePath={PATH}
        state={state}
        result={outcome.result}
        kind="search"
        empty={
          state.text ? (
            <SearchDeadEnd text={state.text} categories={outcome.categories} topLevel={outcome.categoriesAreTopLevel} />
          ) : (
            <p>{tc('empty')}</p>
          )
        }
      />
    </>
  )
}

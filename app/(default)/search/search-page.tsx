import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import styles from '@/components/catalogue/catalogue.module.css'
import { Listing } from '@/components/catalogue/listing'
import { isRefined, logListingIssue, parseListingParams, type RawSearchParams } from '@/lib/catalogue/search-params'
import { listingQuery } from '@/lib/catalogue/listing'
import { getSearch } from '@/lib/search'

const PATH = '/search'

export async function searchMetadata(query: RawSearchParams): Promise<Metadata> {
  const { text } = parseListingParams(query)
  const t = await getTranslations('pages.search')
  // Result pages are endless combinations of user input: keep them out of the index.
  return { title: text ? t('titleFor', { query: text }) : t('title'), robots: { index: false, follow: true } }
}

export async function SearchPage({ query }: { query: RawSearchParams }) {
  const state = parseListingParams(query, logListingIssue('/search'))
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
  const result = await getSearch().searchProducts(listingQuery(state, {}, 'search'))
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

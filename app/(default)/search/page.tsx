import type { Metadata } from 'next'
import { SearchPage, searchMetadata } from './search-page'

// Cached and rebuilt at most once a minute (ADR 0007); a query is served by ~q/[query].
export const revalidate = 60

export function generateMetadata(): Promise<Metadata> {
  return searchMetadata({})
}

export default function SearchRoute() {
  return <SearchPage query={{}} />
}

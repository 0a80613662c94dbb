import type { Metadata } from 'next'
import { DiscountPage, discountMetadata } from './discount-page'

// Cached and rebuilt at most once a minute (ADR 0007); a query is served by ~q/[query].
export const revalidate = 60

export function generateMetadata(): Promise<Metadata> {
  return discountMetadata({})
}

export default function DiscountRoute() {
  return <DiscountPage query={{}} />
}

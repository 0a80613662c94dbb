import type { Metadata } from 'next'
import { splitQueryParams, type QueryRouteProps } from '@/lib/routes/cached-query'
import { DiscountPage, discountMetadata } from '../../discount-page'

// The page with a query, rewritten here by the proxy (lib/routes/cached-query.ts, ADR 0007).
export const revalidate = 60
export const generateStaticParams = () => []

export async function generateMetadata(props: QueryRouteProps): Promise<Metadata> {
  return discountMetadata((await splitQueryParams(props)).query)
}

export default async function DiscountQueryRoute(props: QueryRouteProps) {
  return <DiscountPage query={(await splitQueryParams(props)).query} />
}

import type { Metadata } from 'next'
import { splitQueryParams, type QueryRouteProps } from '@/lib/routes/cached-query'
import { UniversePage, universeMetadata } from '../../universe-page'

type Props = QueryRouteProps<{ handle: string }>

// The universe with a query, rewritten here by the proxy (lib/routes/cached-query.ts, ADR 0007).
export const revalidate = 60
export const generateStaticParams = () => []

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { params, query } = await splitQueryParams(props)
  return universeMetadata(params.handle, query)
}

export default async function UniverseQueryRoute(props: Props) {
  const { params, query } = await splitQueryParams(props)
  return <UniversePage handle={params.handle} query={query} />
}

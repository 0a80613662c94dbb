import type { Metadata } from 'next'
import { splitQueryParams, type QueryRouteProps } from '@/lib/routes/cached-query'
import { HandlePage, handleMetadata } from '../../handle-page'

type Props = QueryRouteProps<{ handle: string }>

// The catalogue URL with a query, rewritten here by the proxy (lib/routes/cached-query.ts, ADR 0007).
export const revalidate = 60
export const generateStaticParams = () => []

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { params, query } = await splitQueryParams(props)
  return handleMetadata(params.handle, query)
}

export default async function HandleQueryRoute(props: Props) {
  const { params, query } = await splitQueryParams(props)
  return <HandlePage handle={params.handle} query={query} />
}

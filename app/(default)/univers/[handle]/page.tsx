import type { Metadata } from 'next'
import { UniversePage, universeMetadata } from './universe-page'

type Props = { params: Promise<{ handle: string }> }

// Cached per URL and rebuilt at most once a minute (ADR 0007); a query is served by ~q/[query].
export const revalidate = 60
export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return universeMetadata((await params).handle, {})
}

export default async function UniverseRoute({ params }: Props) {
  return <UniversePage handle={(await params).handle} query={{}} />
}

import type { Metadata } from 'next'
import { HandlePage, handleMetadata } from './handle-page'

type Props = { params: Promise<{ handle: string }> }

// Cached per URL and rebuilt at most once a minute (ADR 0007); prices reach the page in the browser.
export const revalidate = 60
export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return handleMetadata((await params).handle, {})
}

export default async function HandleRoute({ params }: Props) {
  return <HandlePage handle={(await params).handle} query={{}} />
}

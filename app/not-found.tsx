import type { Metadata } from 'next'
import { notFoundMetadata } from '@/components/error/not-found-page'
import { ShopFrame } from '@/components/layout/shop-frame'

export const generateMetadata = (): Promise<Metadata> => notFoundMetadata()

/**
 * The 404 page: what an address that names nothing is answered with, a cached page's not-found signal
 * included. Drawn in the root layout alone, so it draws the shop around itself.
 */
export default function NotFound() {
  return <ShopFrame />
}

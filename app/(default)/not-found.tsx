import type { Metadata } from 'next'
import { notFoundMetadata } from '@/components/error/not-found-page'
import { NotFoundView } from '@/components/error/not-found-view'

export const generateMetadata = (): Promise<Metadata> => notFoundMetadata()

/** A 404 inside the default layout, which already draws the header, menu and footer. */
export default NotFoundView

import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('checkout', { index: false })
export default plannedPage('checkout')

import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('cart', { index: false })
export default plannedPage('cart')

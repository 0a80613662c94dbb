import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('productContact', { index: false })
export default plannedPage('productContact')

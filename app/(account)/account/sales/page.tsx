import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('sales', { index: false })
export default plannedPage('sales')

import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('productTemplate', { index: false })
export default plannedPage('productTemplate')

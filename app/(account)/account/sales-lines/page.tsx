import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('salesLines', { index: false })
export default plannedPage('salesLines')

import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('requestLines', { index: false })
export default plannedPage('requestLines')

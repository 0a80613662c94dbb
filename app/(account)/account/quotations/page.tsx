import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('quotations', { index: false })
export default plannedPage('quotations')

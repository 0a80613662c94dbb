import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('invoices', { index: false })
export default plannedPage('invoices')

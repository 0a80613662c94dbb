import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('contacts', { index: false })
export default plannedPage('contacts')

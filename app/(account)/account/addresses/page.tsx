import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('addresses', { index: false })
export default plannedPage('addresses')

import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('account', { index: false })
export default plannedPage('account')

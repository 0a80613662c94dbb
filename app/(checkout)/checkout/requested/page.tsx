import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('checkoutRequested', { index: false })
export default plannedPage('checkoutRequested')

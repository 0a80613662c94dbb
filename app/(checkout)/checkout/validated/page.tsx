import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('checkoutValidated', { index: false })
export default plannedPage('checkoutValidated')

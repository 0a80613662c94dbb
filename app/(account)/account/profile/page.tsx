import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('profile', { index: false })
export default plannedPage('profile')

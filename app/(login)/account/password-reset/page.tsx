import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('passwordReset', { index: false })
export default plannedPage('passwordReset')

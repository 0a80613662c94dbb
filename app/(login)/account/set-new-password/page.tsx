import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('setNewPassword', { index: false })
export default plannedPage('setNewPassword')

import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('oidcRedirect', { index: false })
export default plannedPage('oidcRedirect')

import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('categoryPlan')
export default plannedPage('categoryPlan')

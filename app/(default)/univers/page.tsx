import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('universes')
export default plannedPage('universes')

import { plannedMetadata, plannedPage } from '@/components/layout/planned-page'

export const generateMetadata = plannedMetadata('signupValidation', { index: false })
export default plannedPage('signupValidation')

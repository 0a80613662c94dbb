import { plannedPage } from '@/components/layout/planned-page'

export default plannedPage('home')

import { NotFoundView } from '@/components/error/not-found-view'

export default NotFoundView

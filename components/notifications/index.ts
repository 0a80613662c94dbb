export { NotificationsProvider, useNotify, type Notification } from './notifications-provider'

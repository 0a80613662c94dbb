export { NOTIFICATION_DURATION_MS, NotificationsProvider, useNotify, type Notification } from './notifications-provider'

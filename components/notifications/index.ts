export {
  NOTIFICATION_DURATION_MS,
  NotificationsProvider,
  useNotify,
  type Notification,
  type NotificationType,
  type Notify,
} from './notifications-provider'

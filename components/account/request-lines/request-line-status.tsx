import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { requestLineStatus, type RequestLine } from '@/lib/order-system/schemas/request-line'
import styles from './request-lines.module.css'

/**
 * Pending, rejected with its reason, or accepted. For the manager an accepted line links to where it
 * went: their open cart (`cartId`), or the order that cart became. The member cannot open the
 * manager's order, so they are only told it was ordered.
 */
export function RequestLineStatus({
  line,
  viewer,
  cartId,
}: {
  line: RequestLine
  viewer: 'manager' | 'member'
  cartId?: number | null
}) {
  const t = useTranslations('requestLines')
  const status = requestLineStatus(line)
  return (
    <div className={styles.status}>
      <span className={`${styles.badge} ${styles[status]}`}>{t(`status.${status}`)}</span>
      {status === 'rejected' && line.request_rejection_reason && (
        <span>{t('reason', { reason: line.request_rejection_reason })}</span>
      )}
      {status === 'accepted' && line.request_order_id !== null && viewer === 'member' && (
        <span>{t('memberAccepted')}</span>
      )}
      {status === 'accepted' &&
        line.request_order_id !== null &&
        viewer === 'manager' &&
        (line.request_order_id === cartId ? (
          <IntentLink href="/cart">{t('inCart')}</IntentLink>
        ) : (
          <IntentLink href={`/account/sales/${line.request_order_id}`}>{t('inOrder')}</IntentLink>
        ))}
    </div>
  )
}

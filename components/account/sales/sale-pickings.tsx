import { useTranslations } from 'next-intl'
import { trackingUrl } from '@/lib/account/parcel-tracking'
import { formatDate } from '@/lib/format/date'
import { PICKING_STATES, type Picking, type PickingState } from '@/lib/order-system/schemas/picking'
import { TableScroller } from '@/components/account/table-scroller'
import styles from '@/components/account/account-tables.module.css'

/**
 * The order's deliveries: state, shipping or scheduled date, carrier and, once shipped, the tracking
 * reference, linked to the carrier's tracking page when the shop knows it.
 */
export function SalePickings({ pickings }: { pickings: Picking[] }) {
  const t = useTranslations('sales.detail')
  if (pickings.length === 0) return <p>{t('noPickings')}</p>
  const none = t('none')
  // Upstream sends no picking state; a state the shop does not name is shown as sent.
  const state = (value: string | null) =>
    value === null
      ? none
      : (PICKING_STATES as readonly string[]).includes(value)
        ? t(`pickingStates.${value}` as `pickingStates.${PickingState}`)
        : value
  return (
    <TableScroller label={t('pickingsTable')}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('pickingColumns.name')}</th>
            <th scope="col">{t('pickingColumns.state')}</th>
            <th scope="col">{t('pickingColumns.date')}</th>
            <th scope="col">{t('pickingColumns.carrier')}</th>
            <th scope="col">{t('pickingColumns.tracking')}</th>
          </tr>
        </thead>
        <tbody>
          {pickings.map((picking) => (
            <tr key={picking.delivery_id}>
              <th scope="row" className={styles.nowrap}>
                {picking.name}
              </th>
              <td>{state(picking.state)}</td>
              <td className={styles.nowrap}>{picking.delivery_date ? formatDate(picking.delivery_date) : none}</td>
              <td>{picking.carrier?.name ?? none}</td>
              <td className={styles.nowrap}>
                <TrackingReference picking={picking} none={none} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  )
}

function TrackingReference({ picking, none }: { picking: Picking; none: string }) {
  const t = useTranslations('sales.detail')
  const reference = picking.tracking_reference
  if (!reference) return none
  const url = trackingUrl(picking.carrier, reference)
  if (!url || !picking.carrier) return reference
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('trackingLink', { reference, carrier: picking.carrier.name })}
    >
      {reference}
    </a>
  )
}

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import type { OrderLine } from '@/lib/order-system/schemas/sale'
import { formatPrice } from '@/lib/price/format'
import { productHref } from '@/lib/search/links'
import { TableScroller } from '@/components/account/table-scroller'
import { ContactLabel } from '@/components/account/contacts/contact-label'
import styles from '@/components/account/account-tables.module.css'

const quantity = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 })

/** The order's articles with what became of each quantity: ordered, delivered, unavailable, cancelled. */
export function SaleLinesTable({ lines }: { lines: OrderLine[] }) {
  const t = useTranslations('sales.detail')
  return (
    <TableScroller label={t('linesTable')}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('columns.product')}</th>
            <th scope="col" className={styles.number}>
              {t('columns.ordered')}
            </th>
            <th scope="col" className={styles.number}>
              {t('columns.delivered')}
            </th>
            <th scope="col" className={styles.number}>
              {t('columns.unavailable')}
            </th>
            <th scope="col" className={styles.number}>
              {t('columns.cancelled')}
            </th>
            <th scope="col" className={styles.number}>
              {t('columns.unitPrice')}
            </th>
            <th scope="col" className={styles.number}>
              {t('columns.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-testid="sale-line">
              <th scope="row">
                {line.product?.url_key ? (
                  <IntentLink href={productHref(line.product.url_key, line.product.sku)}>{line.name}</IntentLink>
                ) : (
                  line.name
                )}
                {line.contact_id !== null && (
                  <>
                    <br />
                    <ContactLabel contactId={line.contact_id} />
                  </>
                )}
              </th>
              <td className={styles.number}>{quantity.format(line.qty)}</td>
              <td className={styles.number}>{quantity.format(line.qty_delivered)}</td>
              <td className={styles.number}>{quantity.format(line.qty_unavailable)}</td>
              <td className={styles.number}>{quantity.format(line.qty_canceled)}</td>
              <td className={styles.number}>{formatPrice(line.amount.price)}</td>
              <td className={styles.number}>{formatPrice(line.amount.untaxed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  )
}

import { useTranslations } from 'next-intl'
import tables from '@/components/account/account-tables.module.css'
import { TableScroller } from '@/components/account/table-scroller'
import type { Quotation } from '@/lib/order-system/schemas/quotation'
import { formatPrice } from '@/lib/price/format'
import styles from './quotations.module.css'

/** The products of a quotation, then its totals; shipping is a total, not a line. */
export function QuotationLines({ quotation }: { quotation: Quotation }) {
  const t = useTranslations('quotations.detail')
  const lines = quotation.lines.filter((line) => !line.is_delivery)
  // A zero price is "Prix sur demande" until the seller has priced it.
  const price = (value: number) =>
    value === 0 && quotation.state === 'estimating' ? t('onRequest') : formatPrice(value)
  const { amount, delivery } = quotation

  return (
    <>
      <TableScroller label={t('lines')}>
        <table className={tables.table}>
          <caption>{t('lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.product')}</th>
              <th scope="col" className={tables.number}>
                {t('columns.qty')}
              </th>
              <th scope="col" className={tables.number}>
                {t('columns.unitPrice')}
              </th>
              <th scope="col" className={tables.number}>
                {t('columns.discount')}
              </th>
              <th scope="col" className={tables.number}>
                {t('columns.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.name}
                  {line.product?.sku && <span className={styles.sku}>{t('sku', { sku: line.product.sku })}</span>}
                </th>
                <td className={tables.number}>{line.qty}</td>
                <td className={tables.number}>{price(line.unit_price.untaxed)}</td>
                <td className={tables.number}>
                  {line.discount.rate > 0 ? t('discountRate', { rate: line.discount.rate }) : ''}
                </td>
                <td className={tables.number}>{price(line.amount.untaxed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <h2 className={styles.subheading}>{t('totals')}</h2>
      <dl className={styles.totals}>
        {delivery.amount && delivery.amount.untaxed > 0 && (
          <div>
            <dt>{t('shipping')}</dt>
            <dd>{formatPrice(delivery.amount.untaxed)}</dd>
          </div>
        )}
        <div>
          <dt>{t('untaxed')}</dt>
          <dd>{formatPrice(amount.untaxed)}</dd>
        </div>
        <div>
          <dt>{t('tax')}</dt>
          <dd>{formatPrice(amount.tax)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{t('total')}</dt>
          <dd>{formatPrice(amount.total)}</dd>
        </div>
      </dl>
    </>
  )
}

'use client'

import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { useMemo, useState } from 'react'
import { useCart } from '@/components/cart/cart-provider'
import { useNotify } from '@/components/notifications'
import { reorderPlan, type ReorderSkipped } from '@/lib/account/reorder'
import type { Sale } from '@/lib/order-system/schemas/sale'
import styles from './sale-detail.module.css'

/**
 * "Commander à nouveau": every line still sold goes back in the cart in one batch (docs/product/account.md#reorder; the cart
 * module syncs it with the order system). The toast says how many; the report beside the button
 * keeps the link to the cart and the lines left out, since a toast vanishes after five seconds.
 */
export function ReorderButton({ sale }: { sale: Pick<Sale, 'name' | 'lines'> }) {
  const t = useTranslations('sales.reorder')
  const cart = useCart()
  const notify = useNotify()
  const plan = useMemo(() => reorderPlan(sale.lines), [sale.lines])
  const [report, setReport] = useState<{ added: number; skipped: ReorderSkipped[] } | null>(null)

  function reorder() {
    if (plan.items.length === 0) {
      notify({ type: 'error', message: t('nothing') })
      setReport({ added: 0, skipped: plan.skipped })
      return
    }
    const result = cart.addMany(plan.items)
    if (!result.ok) {
      notify({ type: 'error', message: t('failed') })
      return
    }
    const added = t('added', { count: plan.items.length, name: sale.name })
    notify({
      type: 'success',
      message: plan.skipped.length > 0 ? `${added} ${t('skippedCount', { count: plan.skipped.length })}` : added,
    })
    setReport({ added: plan.items.length, skipped: plan.skipped })
  }

  return (
    <div className={styles.reorder}>
      <button type="button" className="button" onClick={reorder} disabled={!cart.ready}>
        {t('action')}
      </button>
      {report && (
        <div className={styles.report} data-testid="reorder-report">
          {report.added > 0 && (
            <p>
              {t('added', { count: report.added, name: sale.name })} <Link href="/cart">{t('viewCart')}</Link>
            </p>
          )}
          {report.skipped.length > 0 && (
            <>
              <p>{t('skipped')}</p>
              <ul>
                {report.skipped.map((line) => (
                  <li key={line.lineId}>{t(`reasons.${line.reason}`, { name: line.name })}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  )
}

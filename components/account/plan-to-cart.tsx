'use client'

import { useTranslations } from 'next-intl'
import { IntentLink } from '@/components/navigation/intent-link'
import { useState } from 'react'
import { useCart } from '@/components/cart/cart-provider'
import { useNotify } from '@/components/notifications'
import type { ReorderPlan, ReorderSkipped } from '@/lib/account/reorder'
import styles from './plan-to-cart.module.css'

/**
 * Where the texts of a plan-to-cart button live: "Commander à nouveau" (`sales.reorder`) or ordering
 * a shopping list (`lists.order`). Both namespaces have the same keys.
 */
type Messages = 'sales.reorder' | 'lists.order'

/**
 * Puts a plan's items in the cart in one batch through the cart engine, which syncs it with the order
 * system like any change and keeps it through an outage (docs/product/cart.md#sync). The toast says how many; the
 * report beside the button keeps the link to the cart and the lines left out, since a toast vanishes
 * after five seconds. `name` is what the items came from (an order, a list).
 */
export function PlanToCartButton({
  plan,
  name,
  label,
  messages,
  disabled = false,
}: {
  plan: ReorderPlan
  name: string
  label: string
  messages: Messages
  disabled?: boolean
}) {
  const t = useTranslations(messages)
  const cart = useCart()
  const notify = useNotify()
  const [report, setReport] = useState<{ added: number; skipped: ReorderSkipped[] } | null>(null)

  function order() {
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
    const added = t('added', { count: plan.items.length, name })
    notify({
      type: 'success',
      message: plan.skipped.length > 0 ? `${added} ${t('skippedCount', { count: plan.skipped.length })}` : added,
    })
    setReport({ added: plan.items.length, skipped: plan.skipped })
  }

  return (
    <div className={styles.reorder}>
      <button type="button" className="button" onClick={order} disabled={!cart.ready || disabled}>
        {label}
      </button>
      {report && (
        <div className={styles.report} data-testid="reorder-report">
          {report.added > 0 && (
            <p>
              {t('added', { count: report.added, name })} <IntentLink href="/cart">{t('viewCart')}</IntentLink>
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

'use client'

import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import { PlanToCartButton } from '@/components/account/plan-to-cart'
import { reorderPlan } from '@/lib/account/reorder'
import type { Sale } from '@/lib/order-system/schemas/sale'

/**
 * "Commander à nouveau": every line of the order still sold goes back in the cart in one batch
 * (docs/product/account.md#reorder).
 */
export function ReorderButton({ sale }: { sale: Pick<Sale, 'name' | 'lines'> }) {
  const t = useTranslations('sales.reorder')
  const plan = useMemo(() => reorderPlan(sale.lines), [sale.lines])
  return <PlanToCartButton plan={plan} name={sale.name} label={t('action')} messages="sales.reorder" />
}

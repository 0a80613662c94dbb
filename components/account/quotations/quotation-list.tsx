'use client'

import { OrderList } from '@/components/account/order-list'
import { QUOTATION_STATES } from '@/lib/order-system/schemas/sale'
import { useOrderSystem } from '@/components/auth/session-provider'
import { QuotationProgress } from './quotation-progress'

/** `/account/quotations`: the buyer's quotations. */
export function QuotationList() {
  const orderSystem = useOrderSystem()
  return (
    <OrderList
      kind="quotations"
      states={QUOTATION_STATES}
      read={(query) => orderSystem.quotations(query)}
      progress={(quotation) => <QuotationProgress name={quotation.name} state={quotation.state} />}
    />
  )
}

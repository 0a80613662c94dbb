'use client'

import { useOrderSystem } from '@/components/auth/session-provider'
import { OrderList } from '@/components/account/order-list'
import { ORDER_STATES } from '@/lib/order-system/schemas/sale'
import { OrderProgress } from './order-progress'

/** `/account/sales`: the buyer's orders. */
export function SalesList() {
  const orderSystem = useOrderSystem()
  return (
    <OrderList
      kind="sales"
      states={ORDER_STATES}
      read={(query) => orderSystem.sales(query)}
      progress={(sale) => <OrderProgress name={sale.name} state={sale.state} />}
    />
  )
}

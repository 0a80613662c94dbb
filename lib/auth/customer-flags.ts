import type { Customer } from '@/lib/shop-server/schemas/customer'

export interface CustomerWithFlags extends Customer {
  /** Managers and collectivities handle contacts (docs/product/account.md#buyer-kinds). */
  canManageContacts: boolean
  /** Managers manage unit members and their request lines (docs/product/account.md#buyer-kinds). */
  canManageMembers: boolean
}

export function withCustomerFlags(customer: Customer): CustomerWithFlags {
  const manager = customer.is_manager || customer.kind === 'manager'
  const collectivity = customer.collectivity || customer.kind === 'collectivity'
  return { ...customer, canManageContacts: manager || collectivity, canManageMembers: manager }
}

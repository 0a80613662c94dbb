import type { Customer } from '@/lib/shop-server/schemas/customer'

export interface CustomerWithFlags extends Customer {
  /** Spec §1/§6: managers and collectivities handle contacts. */
  canManageContacts: boolean
  /** Spec §6: managers manage unit members and their request lines. */
  canManageMembers: boolean
}

export function withCustomerFlags(customer: Customer): CustomerWithFlags {
  const manager = customer.is_manager || customer.kind === 'manager'
  const collectivity = customer.collectivity || customer.kind === 'collectivity'
  return { ...customer, canManageContacts: manager || collectivity, canManageMembers: manager }
}

import type { Customer } from '@/lib/shop-server/schemas/customer'

export interface CustomerWithFlags extends Customer {
  /** Managers and collectivities handle contacts (docs/product/account.md#buyer-kinds). */
  canManageContacts: boolean
  /** Managers manage unit members and their request lines (docs/product/account.md#buyer-kinds). */
  canManageMembers: boolean
  /** A unit member: their cart goes to their manager as a request, and they follow their own requests. */
  ordersThroughManager: boolean
}

/**
 * docs/product/checkout.md#modes: a unit member is an agent without the manager flag (a manager is an agent flagged
 * `is_manager`, whose kind reads `manager`); the unit's manager orders what its members request.
 */
export function ordersThroughManager(customer: Pick<Customer, 'kind' | 'is_manager'>): boolean {
  return customer.kind === 'agent' && !customer.is_manager
}

export function withCustomerFlags(customer: Customer): CustomerWithFlags {
  const manager = customer.is_manager || customer.kind === 'manager'
  const collectivity = customer.collectivity || customer.kind === 'collectivity'
  return {
    ...customer,
    canManageContacts: manager || collectivity,
    canManageMembers: manager,
    ordersThroughManager: ordersThroughManager(customer),
  }
}

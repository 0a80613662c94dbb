import { DEFAULT_ROLE, displayName, findAccountByCustomerId, findAccountBySub, type DemoAccount } from '../accounts'
import type { DemoContext } from '../context'
import type { Customer } from './shapes'

/**
 * The shop server's customers, linked to the identity provider by `sub`. A demo account needs no
 * seeding: it is read from accounts.ts until its first change, then from the store (kind `customer`,
 * id = customer id, owner = sub).
 */
export const CUSTOMER_KIND = 'customer'

/** The demo shop server's one language, French, as an Odoo `res.lang` id. */
const FRENCH_LANG_ID = 1

/** Ids of customers registered at run time; clear of the demo accounts' and the order system's. */
const REGISTERED_OFFSET = 500_000

export function customerFromAccount(account: DemoAccount): Customer {
  return {
    id: account.customerId,
    name: displayName(account),
    login: account.login,
    role: account.role,
    kind: account.kind,
    is_manager: account.isManager,
    has_market: account.market !== null,
    market: account.market,
    has_tax_included_price: account.hasTaxIncludedPrice,
    collectivity: account.collectivity,
    optIn: account.optIn,
    phone: account.phone,
    mobile: account.mobile,
    lang_id: FRENCH_LANG_ID,
  }
}

interface StoredCustomer {
  sub: string
  customer: Customer
}

export async function findCustomer(ctx: DemoContext, id: number): Promise<Customer | undefined> {
  const stored = await ctx.store.get<StoredCustomer>(CUSTOMER_KIND, String(id))
  if (stored) return stored.customer
  const account = findAccountByCustomerId(id)
  return account && customerFromAccount(account)
}

export async function findCustomerBySub(ctx: DemoContext, sub: string): Promise<Customer | undefined> {
  const account = findAccountBySub(sub)
  if (account) return findCustomer(ctx, account.customerId)
  const [stored] = await ctx.store.list<StoredCustomer>(CUSTOMER_KIND, sub)
  return stored?.customer
}

export async function saveCustomer(ctx: DemoContext, sub: string, customer: Customer): Promise<Customer> {
  await ctx.store.put<StoredCustomer>(CUSTOMER_KIND, String(customer.id), sub, { sub, customer })
  return customer
}

/** A customer who registered on the shop: a plain user on the default role until someone assigns a price list. */
export async function createCustomer(
  ctx: DemoContext,
  input: { sub: string; name: string; login: string },
): Promise<Customer> {
  const id = REGISTERED_OFFSET + (await ctx.store.nextId('shop-server.customer'))
  return saveCustomer(ctx, input.sub, {
    id,
    name: input.name,
    login: input.login,
    role: DEFAULT_ROLE,
    kind: 'user',
    is_manager: false,
    has_market: false,
    market: null,
    has_tax_included_price: false,
    collectivity: false,
    optIn: false,
    phone: null,
    mobile: null,
    lang_id: FRENCH_LANG_ID,
  })
}

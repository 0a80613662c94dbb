import type { Customer } from './schemas/customer'

/**
 * What keeps one buyer's cached data and offline cart apart from the next buyer's on the same browser.
 * Apart from the customer's schema so that the client components that call it on every page (the cart
 * provider) do not bring zod into every page's JavaScript.
 */
export function customerKey(customer: Pick<Customer, 'id' | 'login'>): string {
  return customer.id === null ? `login:${customer.login}` : String(customer.id)
}

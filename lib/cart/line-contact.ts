import type { LineOptions } from '@/lib/order-system/schemas/line'
import type { CartItem, CartViewLine } from './types'

/**
 * Managers and collectivities say which contact person each cart line is for (workwear for each
 * employee, in their size). The person travels as a line option (ADR 0008): the order system keeps
 * lines with different options apart and copies the option onto the line's `contact_id`.
 */
export const CONTACT_OPTION = 'contact_id'

/** The contact person a line is for: the order system's word first, else the option being sent. */
export function lineContactId(line: CartViewLine): number | null {
  if (line.line?.contact_id != null) return line.line.contact_id
  const value = line.options?.[CONTACT_OPTION]
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null
}

/** The line's options for another person (or for nobody), other options kept; null when none remain. */
export function optionsForContact(options: LineOptions, contactId: number | null): LineOptions {
  const rest = Object.fromEntries(Object.entries(options ?? {}).filter(([name]) => name !== CONTACT_OPTION))
  const next = contactId === null ? rest : { ...rest, [CONTACT_OPTION]: contactId }
  return Object.keys(next).length > 0 ? next : null
}

/**
 * The two changes that move a whole line to another person: its quantity taken off the line as it is
 * and put on the line for that person, sent together so the cart never shows one without the other.
 */
export function moveLineToContact(line: CartViewLine, contactId: number | null): CartItem[] {
  if (line.qty <= 0 || lineContactId(line) === contactId) return []
  // The moved line is new to the order system until it answers: it keeps showing what it is meanwhile.
  const product = line.product ?? (line.line ? { name: line.line.name, price: line.line.unit_price.untaxed } : null)
  return [
    { productId: line.productId, qty: -line.qty, options: line.options },
    {
      productId: line.productId,
      qty: line.qty,
      options: optionsForContact(line.options, contactId),
      ...(product && { product }),
    },
  ]
}

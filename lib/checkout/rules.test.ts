import { describe, expect, it } from 'vitest'
import type { Carrier, CartLine } from '@/lib/order-system/schemas'
import type { Customer } from '@/lib/shop-server/schemas/customer'
import {
  addressesReady,
  canConfirm,
  checkoutMode,
  confirmableLines,
  isQuotationRequest,
  needsPickup,
  pickupReady,
  sameAddress,
} from './rules'

let nextId = 1
function line(fields: { price?: number; amount?: number; confirmable?: boolean; delivery?: boolean } = {}): CartLine {
  const price = fields.price ?? 12.5
  const untaxed = fields.amount ?? price * 2
  return {
    id: nextId++,
    product_id: 10_000 + nextId,
    name: 'Article',
    qty: 2,
    amount: { discount_total: 0, tax: 0, total: untaxed, untaxed, total_without_discount: untaxed, price },
    unit_price: { untaxed: price, untaxed_with_discount: price },
    discount: { rate: 0, value: 0 },
    options: null,
    is_delivery: fields.delivery ?? false,
    contact_id: null,
    qty_unavailable: 0,
    qty_unavailable_diff: 0,
    request_id: null,
    product_state: { code: fields.confirmable === false ? 'obsolete' : 'sellable' },
    confirmable: fields.confirmable ?? true,
  }
}

interface TestAddress {
  id: number
  name: string | null
  street: string | null
  zip: string | null
  city: string | null
  is_dropoff_site: boolean
}
const address = (fields: Partial<TestAddress> = {}): TestAddress => ({
  id: 1,
  name: 'Atelier Martin',
  street: '3 rue Neuve',
  zip: '69001',
  city: 'Lyon',
  is_dropoff_site: false,
  ...fields,
})

type Addresses = Parameters<typeof addressesReady>[0]
const withAddresses = (
  invoicing: Addresses['invoicing']['address'],
  delivery: Addresses['delivery']['address'],
): Addresses => ({
  invoicing: { address: invoicing },
  delivery: { address: delivery },
})

const BUYER: Pick<Customer, 'kind' | 'is_manager'> = { kind: 'user', is_manager: false }
const MEMBER: Pick<Customer, 'kind' | 'is_manager'> = { kind: 'agent', is_manager: false }

describe('confirmation', () => {
  it('needs at least one line, and one of them confirmable', () => {
    expect(canConfirm({ lines: [] })).toBe(false)
    expect(canConfirm({ lines: [line({ delivery: true })] })).toBe(false)
    expect(canConfirm({ lines: [line({ confirmable: false })] })).toBe(false)
    expect(canConfirm({ lines: [line({ confirmable: false }), line()] })).toBe(true)
  })

  it('orders the confirmable product lines only', () => {
    const sellable = line()
    expect(confirmableLines({ lines: [line({ confirmable: false }), sellable, line({ delivery: true })] })).toEqual([
      sellable,
    ])
  })
})

describe('request for quotation', () => {
  it('is a cart with a line priced zero', () => {
    expect(isQuotationRequest([line(), line()])).toBe(false)
    expect(isQuotationRequest([line(), line({ price: 0, amount: 0 })])).toBe(true)
  })

  it('counts a zero unit price or a zero untaxed amount', () => {
    expect(isQuotationRequest([line({ price: 0, amount: 0.01 })])).toBe(true)
    expect(isQuotationRequest([line({ price: 8, amount: 0 })])).toBe(true)
  })

  it('ignores the shipping line and obsolete lines, which are not ordered', () => {
    expect(isQuotationRequest([line(), line({ delivery: true, price: 0, amount: 0 })])).toBe(false)
    expect(isQuotationRequest([line(), line({ confirmable: false, price: 0, amount: 0 })])).toBe(false)
  })
})

describe('checkoutMode', () => {
  it('asks a quotation when a price is missing, whoever the buyer', () => {
    const cart = { lines: [line(), line({ price: 0, amount: 0 })] }
    expect(checkoutMode(cart, BUYER)).toBe('quotation')
    expect(checkoutMode(cart, MEMBER)).toBe('quotation')
  })

  it('sends a unit member’s cart to the manager, and lets the others order', () => {
    const cart = { lines: [line()] }
    expect(checkoutMode(cart, MEMBER)).toBe('request')
    expect(checkoutMode(cart, BUYER)).toBe('confirm')
    expect(checkoutMode(cart, { kind: 'manager', is_manager: true })).toBe('confirm')
    // Upstream names a manager an agent with the flag.
    expect(checkoutMode(cart, { kind: 'agent', is_manager: true })).toBe('confirm')
    expect(checkoutMode(cart, { kind: 'collectivity', is_manager: false })).toBe('confirm')
  })
})

describe('addresses', () => {
  it('are ready when both are valid', () => {
    expect(addressesReady(withAddresses(address(), address({ id: 2 })))).toBe(true)
    expect(addressesReady(withAddresses(address(), address()))).toBe(true)
  })

  it('are not ready when one is missing or incomplete after trimming', () => {
    expect(addressesReady(withAddresses(null, address()))).toBe(false)
    expect(addressesReady(withAddresses(address(), null))).toBe(false)
    expect(addressesReady(withAddresses(address({ zip: '   ' }), address()))).toBe(false)
    expect(addressesReady(withAddresses(address(), address({ city: null })))).toBe(false)
  })

  it('accept a relay point as delivery address, whatever it lacks', () => {
    expect(addressesReady(withAddresses(address(), address({ name: null, street: null, is_dropoff_site: true })))).toBe(
      true,
    )
  })

  it('are the same when their ids match', () => {
    expect(sameAddress(address({ id: 4 }), address({ id: 4, city: 'Paris' }))).toBe(true)
    expect(sameAddress(address({ id: 4 }), address({ id: 5 }))).toBe(false)
    expect(sameAddress(null, null)).toBe(false)
    expect(sameAddress(address(), undefined)).toBe(false)
  })
})

describe('relay points', () => {
  const relay: Pick<Carrier, 'with_dropoff_site'> = { with_dropoff_site: true }
  const courier: Pick<Carrier, 'with_dropoff_site'> = { with_dropoff_site: false }
  const delivery = (selected_carrier: Pick<Carrier, 'with_dropoff_site'> | null, to: TestAddress | null) => ({
    delivery: { selected_carrier, address: to },
  })

  it('are needed by drop-off carriers only', () => {
    expect(needsPickup(relay)).toBe(true)
    expect(needsPickup(courier)).toBe(false)
    expect(needsPickup(null)).toBe(false)
  })

  it('are ready once a drop-off carrier delivers to a relay point', () => {
    expect(pickupReady(delivery(relay, address()))).toBe(false)
    expect(pickupReady(delivery(relay, null))).toBe(false)
    expect(pickupReady(delivery(relay, address({ is_dropoff_site: true })))).toBe(true)
    expect(pickupReady(delivery(courier, address()))).toBe(true)
    expect(pickupReady(delivery(null, null))).toBe(true)
  })
})

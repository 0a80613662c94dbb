import { describe, expect, it } from 'vitest'
import { readPaymentReturn } from './payment-return'

const read = (search: string) => readPaymentReturn(new URLSearchParams(search))

describe('readPaymentReturn', () => {
  it.each([
    ['success', 'validated'],
    ['pending', 'pending'],
    ['cancelled', 'failed'],
    ['error', 'failed'],
    ['unknown', 'failed'],
  ] as const)('maps the provider status %s to %s', (status, outcome) => {
    expect(read(`?status=${status}&reference=S02401-x9`)).toEqual({ outcome, status, reference: 'S02401-x9' })
  })

  it('says nothing when the page was not reached from a payment', () => {
    expect(read('?ref=S02401')).toEqual({ outcome: 'none', status: null, reference: null })
    expect(read('')).toEqual({ outcome: 'none', status: null, reference: null })
  })

  it('never reads a status it does not know as a success', () => {
    expect(read('?status=succes&reference=S1')).toEqual({ outcome: 'failed', status: null, reference: 'S1' })
    expect(read('?status=')).toMatchObject({ outcome: 'failed', status: null })
  })

  it('tolerates case and spaces around the status and the reference', () => {
    expect(read('?status=%20Success%20&reference=%20S02401-x9%20')).toEqual({
      outcome: 'validated',
      status: 'success',
      reference: 'S02401-x9',
    })
    expect(read('?status=pending&reference=%20%20')).toMatchObject({ reference: null })
  })

  it('reads the URL the demo provider sends the buyer back to', () => {
    const back = new URL('http://localhost:3000/checkout/validated')
    back.searchParams.set('status', 'success')
    back.searchParams.set('reference', 'S02401-Ab_c-9')
    expect(readPaymentReturn(back.searchParams)).toEqual({
      outcome: 'validated',
      status: 'success',
      reference: 'S02401-Ab_c-9',
    })
  })
})

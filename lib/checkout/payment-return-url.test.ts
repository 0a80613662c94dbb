import { describe, expect, it } from 'vitest'
import { paymentReturnStatusSchema, paymentTransactionRequestSchema } from '@/lib/shop-server/schemas/payment'
import { paymentReturnUrl } from './payment-return-url'

describe('paymentReturnUrl', () => {
  it('comes back to the checkout’s validated page by default', () => {
    expect(paymentReturnUrl('https://boutique.example')).toBe('https://boutique.example/checkout/validated')
  })

  it('keeps the origin only, and takes the path it is given', () => {
    expect(paymentReturnUrl('http://localhost:3000/cart?x=1', '/account/quotations/2402')).toBe(
      'http://localhost:3000/account/quotations/2402',
    )
  })

  it('is accepted as the transaction’s frontend_redirect_url', () => {
    const request = {
      payable: 'signed',
      flow: 'redirect',
      provider_id: 1,
      frontend_redirect_url: paymentReturnUrl('https://boutique.example'),
    }
    expect(paymentTransactionRequestSchema.safeParse(request).success).toBe(true)
  })

  it('lets the provider append its status and reference', () => {
    const back = new URL(paymentReturnUrl('https://boutique.example', '/account/quotations/2402?pay=1'))
    back.searchParams.set('status', 'success')
    expect(back.href).toBe('https://boutique.example/account/quotations/2402?pay=1&status=success')
    expect(paymentReturnStatusSchema.parse(back.searchParams.get('status'))).toBe('success')
  })

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'checkout/validated',
    '',
    '/%2F%2Fevil.example',
  ])('refuses the path %j, which could leave the site', (path) => {
    expect(() => paymentReturnUrl('https://boutique.example', path)).toThrow(TypeError)
  })

  it('refuses an origin that is not a web page', () => {
    expect(() => paymentReturnUrl('javascript:alert(1)')).toThrow(TypeError)
    expect(() => paymentReturnUrl('not a url')).toThrow(TypeError)
  })
})

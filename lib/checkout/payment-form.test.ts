// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderRedirectForm } from '@/demo/payments/page-html'
import { buildPaymentForm, parseHtmlWithDomParser, readPaymentForm, type PaymentForm } from './payment-form'

const read = (html: string) => readPaymentForm(html, parseHtmlWithDomParser)

/** The shape of Odoo's redirect forms (PayPal, Ogone…): one form, hidden fields, no script. */
const PROVIDER_FORM = `
<form action="https://pay.provider.example/checkout?lang=fr" method="post">
  <input type="hidden" name="reference" value="S02401-x9"/>
  <input type="hidden" name="amount" value="120.50"/>
  <input type="hidden" name="return" value="https://shop.example/checkout/validated?a=1&amp;b=&quot;2&quot;"/>
  <input type="hidden" name="empty"/>
  <input type="hidden" value="no name"/>
  <input type="hidden" name="off" value="x" disabled/>
  <input type="submit" name="go" value="Payer"/>
</form>`

describe('readPaymentForm', () => {
  it('reads the demo provider’s redirect form', () => {
    const action = 'http://localhost:4003/demo-payment/S02401-abc%2Fdef'
    expect(read(renderRedirectForm(action))).toEqual({ ok: true, form: { action, method: 'POST', fields: [] } })
  })

  it('reads the action, the method and the hidden fields a browser would send', () => {
    expect(read(PROVIDER_FORM)).toEqual({
      ok: true,
      form: {
        action: 'https://pay.provider.example/checkout?lang=fr',
        method: 'POST',
        fields: [
          { name: 'reference', value: 'S02401-x9' },
          { name: 'amount', value: '120.50' },
          { name: 'return', value: 'https://shop.example/checkout/validated?a=1&b="2"' },
          { name: 'empty', value: '' },
        ],
      },
    })
  })

  it('takes GET when the form names no method, as HTML does', () => {
    const reading = read('<form action="https://pay.example/go"><input type="hidden" name="t" value="1"></form>')
    expect(reading).toMatchObject({ ok: true, form: { method: 'GET', fields: [{ name: 't', value: '1' }] } })
  })

  it.each([
    ['a script', `${PROVIDER_FORM}<script>alert(1)</script>`, /<script>/],
    ['a script before the form', `<script src="https://evil.example/x.js"></script>${PROVIDER_FORM}`, /<script>/],
    ['a javascript: action', '<form action="javascript:alert(1)" method="post"></form>', /action/],
    [
      'a javascript: action split by a newline',
      '<form action="java&#10;script:alert(1)" method="post"></form>',
      /action/,
    ],
    ['a data: action', '<form action="data:text/html,<b>x</b>" method="post"></form>', /action/],
    ['a relative action', '<form action="/payment/transfer/process" method="post"></form>', /action/],
    ['a protocol-relative action', '<form action="//evil.example/pay" method="post"></form>', /action/],
    ['an action with credentials', '<form action="https://shop.example@evil.example/" method="post"></form>', /action/],
    ['no action', '<form method="post"><input type="hidden" name="a" value="1"></form>', /action/],
    ['no form', '<p>Paiement</p>', /<p>/],
    ['an empty answer', '', /found 0/],
    ['two forms', `${PROVIDER_FORM}${PROVIDER_FORM}`, /found 2/],
    ['an event handler', '<form action="https://pay.example/" method="post" onsubmit="steal()"></form>', /onsubmit/],
    [
      'an image that loads',
      '<form action="https://pay.example/" method="post"><img src="https://evil.example/t.gif"></form>',
      /<img>/,
    ],
    [
      'an iframe',
      '<form action="https://pay.example/" method="post"></form><iframe src="https://evil.example"></iframe>',
      /<iframe>/,
    ],
    [
      'a meta refresh',
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><form action="https://pay.example/"></form>',
      /<meta>/,
    ],
    ['a base element', '<base href="https://evil.example/"><form action="https://pay.example/"></form>', /<base>/],
    ['an SVG', '<form action="https://pay.example/"><svg><a href="javascript:alert(1)"></a></svg></form>', /<svg>/],
    [
      'a visible text field',
      '<form action="https://pay.example/" method="post"><input name="card" type="text"></form>',
      /visible text/,
    ],
    [
      'a field with no type',
      '<form action="https://pay.example/" method="post"><input name="card"></form>',
      /visible text/,
    ],
    [
      'a password field',
      '<form action="https://pay.example/" method="post"><input type="password" name="pin"></form>',
      /visible password/,
    ],
    [
      'a field outside the form',
      '<form action="https://pay.example/" method="post"></form><input type="hidden" name="x" value="1">',
      /outside/,
    ],
    ['a dialog method', '<form action="https://pay.example/" method="dialog"></form>', /method DIALOG/],
    [
      'a multipart form',
      '<form action="https://pay.example/" method="post" enctype="multipart/form-data"></form>',
      /enctype/,
    ],
  ])('refuses %s', (_, html, reason) => {
    const reading = read(html)
    expect(reading.ok).toBe(false)
    expect(!reading.ok && reading.reason).toMatch(reason)
  })
})

describe('buildPaymentForm', () => {
  it('builds a hidden form that submits exactly what was read', () => {
    const form: PaymentForm = {
      action: 'https://pay.provider.example/checkout?lang=fr',
      method: 'POST',
      fields: [
        { name: 'reference', value: 'S02401-x9' },
        { name: 'note', value: '"><script>alert(1)</script>' },
      ],
    }
    const element = buildPaymentForm(document, form)
    expect(element.method).toBe('post')
    expect(element.action).toBe(form.action)
    expect(element.hidden).toBe(true)
    expect(Array.from(new FormData(element).entries())).toEqual([
      ['reference', 'S02401-x9'],
      ['note', '"><script>alert(1)</script>'],
    ])
    expect(element.querySelector('script')).toBeNull()
  })
})

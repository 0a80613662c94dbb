import { describe, expect, it } from 'vitest'
import type { Result } from '@/lib/http/result'
import { createOrderSystemClient } from '@/lib/order-system/client'
import { orderSystemPaths } from '@/lib/order-system/paths'
import { createShopServerClient } from '@/lib/shop-server/client'
import { shopServerPaths as paths } from '@/lib/shop-server/paths'
import { backendAnswering, fixture } from './fixtures'

const deps = (routes: Record<string, unknown>) => ({ fetch: backendAnswering(routes), hasUser: () => true })
const config = { baseUrl: 'https://erp.example.fr/', timeoutMs: 1_000 }

function data<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.message}: ${JSON.stringify(result.error)}`)
  return result.data
}

describe('shop server contract: what a real shopinvader answers', () => {
  it('reads the upstream customer: e-mail as login, no id, opt_in', async () => {
    const shop = createShopServerClient(config, deps({ [paths.customer]: fixture('shop-server/customer.json') }))
    expect(data(await shop.customer())).toMatchObject({
      id: null,
      login: 'claire.martin@exemple.fr',
      name: 'Claire Martin',
      optIn: true,
      role: 'default',
      kind: 'user',
    })
  })

  it('reads upstream addresses: country and title as ids, type from the path', async () => {
    const shop = createShopServerClient(
      config,
      deps({
        [paths.addresses('delivery')]: fixture('shop-server/addresses.delivery.json'),
        [paths.addresses('invoicing')]: fixture('shop-server/addresses.invoicing.json'),
      }),
    )
    const delivery = data(await shop.addresses('delivery'))
    expect(delivery[0]).toMatchObject({ address_type: 'delivery', country_id: 75, country: null, title: null })
    expect(delivery[1]).toMatchObject({ id: 1290, name: null, street: null, country_id: null })
    const invoicing = data(await shop.addresses('invoicing'))
    expect(invoicing[0]).toMatchObject({ address_type: 'invoicing', vat: 'FR40123456824', is_company: true })
  })

  it('reads upstream settings: partner_titles, countries without a code, states by country', async () => {
    const shop = createShopServerClient(config, deps({ [paths.settings]: fixture('shop-server/settings.json') }))
    const settings = data(await shop.settings())
    expect(settings.countries.map((c) => c.code)).toEqual(['FR', 'RE', null])
    expect(settings.titles).toEqual([
      { id: 1, name: 'Madame' },
      { id: 3, name: 'Monsieur' },
    ])
    expect(settings.states).toEqual([{ id: 602, name: 'Guadeloupe', code: '971', country_id: 75 }])
  })

  it('reads carriers without a price or a drop-off flag', async () => {
    const erp = createOrderSystemClient(
      config,
      deps({ [orderSystemPaths.cartDeliveryCarriers]: fixture('shop-server/cart-delivery-carriers.json') }),
    )
    expect(data(await erp.cartDeliveryCarriers())).toEqual([
      expect.objectContaining({ id: 5, price_applied_to_cart: 0, with_dropoff_site: false }),
      expect.objectContaining({ id: 2, code: 'COLI_ENT', price_applied_to_cart: 9.9 }),
    ])
  })

  it('reads payment methods and a transaction as the upstream payment modules send them', async () => {
    const shop = createShopServerClient(
      config,
      deps({
        [paths.paymentMethods]: fixture('shop-server/payment-methods.json'),
        [paths.paymentTransactions]: fixture('shop-server/payment-transaction.json'),
      }),
    )
    const methods = data(await shop.paymentMethods('jeton'))
    expect(methods.providers.map((p) => [p.code, p.state, p.payable_reference])).toEqual([
      ['stripe', 'test', null],
      ['custom', 'enabled', null],
    ])
    expect(methods.providers[0]?.payment_icons[1]).toEqual({ name: null, sequence: null, image: 'iVBORw0KGgo=' })
    const transaction = data(
      await shop.paymentTransaction({
        payable: 'jeton',
        flow: 'redirect',
        provider_id: 11,
        frontend_redirect_url: 'https://boutique.example.fr/checkout/validated',
      }),
    )
    expect(transaction).toMatchObject({ reference: 'S04231-1', currency_code: null, session_id: 'cs_test_a1' })
  })
})

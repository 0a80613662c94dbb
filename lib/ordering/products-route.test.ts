import { beforeEach, describe, expect, it, vi } from 'vitest'
import { REFUSAL_LOG_INTERVAL_MS } from '@/lib/log/refused-requests'
import { productDocumentSchema } from '@/lib/search/documents'
import type { ProductHit } from '@/lib/search/types'

const productsBySkus = vi.fn<(skus: string[]) => Promise<ProductHit[]>>()
const productsByIds = vi.fn<(ids: number[]) => Promise<ProductHit[]>>()
vi.mock('@/lib/search', () => ({ getSearch: () => ({ productsBySkus, productsByIds }) }))

const { GET } = await import('@/app/api/products/route')

const call = (query: string) => GET(new Request(`http://shop.test/api/products${query}`))

const variant = (id: number, sku: string, attributes: Record<string, string>, extra: Record<string, unknown> = {}) =>
  productDocumentSchema.parse({
    id,
    sku,
    model: { name: 'Veste softshell' },
    name: `Veste softshell (${Object.values(attributes).join(', ')})`,
    url_key: 'veste-softshell',
    variant_attributes: attributes,
    price: { default: { value: 40, value_untaxed: 40, value_taxed: 48 }, collectivite: { value: 30 } },
    stock: { global: { qty: 12, state: 'in_stock' } },
    ...extra,
  })

const jacketM = variant(1, 'VS-M', { taille: 'M', couleur: 'Bleu' })
const jacketL = variant(2, 'VS-L', { taille: 'L', couleur: 'Bleu' }, { product_state: { code: 'obsolete' } })

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  productsBySkus.mockReset()
  productsByIds.mockReset()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('GET /api/products', () => {
  it('answers public summaries of the known references, in the order asked, cacheable for a minute', async () => {
    productsBySkus.mockResolvedValue([{ product: jacketM, variants: [jacketL, jacketM] }])
    const response = await call('?sku=VS-L&sku=%20VS-M%20&sku=INCONNUE&sku=VS-L')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    expect(productsBySkus).toHaveBeenCalledWith(['VS-L', 'VS-M', 'INCONNUE'])
    const body = await response.json()
    expect(body.products.map((p: { sku: string }) => p.sku)).toEqual(['VS-L', 'VS-M'])
    expect(body.products[1]).toEqual({
      sku: 'VS-M',
      id: 1,
      name: 'Veste softshell',
      variant: 'Bleu, M',
      price: 40,
      stock: 'in_stock',
      sellable: true,
      summary: {
        name: 'Veste softshell (M, Bleu)',
        sku: 'VS-M',
        href: '/veste-softshell?sku=VS-M',
        image: null,
        price: 40,
        priceTaxed: 48,
      },
    })
    // An obsolete variant is answered, flagged, and out of stock whatever its warehouse says.
    expect(body.products[0]).toMatchObject({ sku: 'VS-L', sellable: false, stock: 'out_of_stock' })
    // No other role's price list leaves the server.
    expect(JSON.stringify(body)).not.toContain('30')
  })

  it("answers the cart's lines by product id with the same public summaries, in the order asked", async () => {
    productsByIds.mockResolvedValue([{ product: jacketM, variants: [jacketL, jacketM] }])
    const response = await call('?id=2&id=1&id=99&id=2')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    expect(productsByIds).toHaveBeenCalledWith([2, 1, 99])
    expect(productsBySkus).not.toHaveBeenCalled()
    const body = await response.json()
    expect(body.products.map((p: { id: number }) => p.id)).toEqual([2, 1])
    expect(body.products[1].summary).toEqual({
      name: 'Veste softshell (M, Bleu)',
      sku: 'VS-M',
      href: '/veste-softshell?sku=VS-M',
      image: null,
      price: 40,
      priceTaxed: 48,
    })
    expect(JSON.stringify(body)).not.toContain('30')
  })

  it.each([
    ['no reference', '', 'Indiquez au moins une référence (« sku ») ou un identifiant (« id »).'],
    ['an empty reference', '?sku=A&sku=%20', 'Chaque référence (« sku ») doit compter de 1 à 64 caractères.'],
    [
      'a reference of 65 characters',
      `?sku=${'A'.repeat(65)}`,
      'Chaque référence (« sku ») doit compter de 1 à 64 caractères.',
    ],
    [
      '501 references',
      `?${Array.from({ length: 501 }, (_, i) => `sku=R${i}`).join('&')}`,
      '500 produits au plus par demande.',
    ],
    [
      'another parameter',
      '?sku=A&size=10000',
      'Seul le paramètre « sku » ou le paramètre « id » (répétable, l’un ou l’autre) est accepté.',
    ],
    [
      'references and ids mixed',
      '?sku=A&id=1',
      'Seul le paramètre « sku » ou le paramètre « id » (répétable, l’un ou l’autre) est accepté.',
    ],
    ['an id that is not a positive integer', '?id=1&id=-2', 'Chaque identifiant (« id ») doit être un entier positif.'],
    ['a decimal id', '?id=1.5', 'Chaque identifiant (« id ») doit être un entier positif.'],
  ])('refuses %s with a French message, not cached', async (_, query, message) => {
    const response = await call(query)
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: message })
    expect(productsBySkus).not.toHaveBeenCalled()
    expect(productsByIds).not.toHaveBeenCalled()
  })

  it('logs a refusal for the operator with its reason and the length of the query, not the query', async () => {
    // Past the sampling interval, whatever the tests above logged.
    vi.useFakeTimers({ now: Date.now() + REFUSAL_LOG_INTERVAL_MS, toFake: ['Date'] })
    try {
      await call(`?sku=${'<b>'.repeat(30)}`)
    } finally {
      vi.useRealTimers()
    }
    const line = String(warn.mock.calls.at(-1)?.[0])
    expect(line).toContain('route=/api/products')
    expect(line).toContain('reason=invalidSku')
    expect(line).not.toContain('<b>')
  })

  it('accepts 500 references in one request', async () => {
    productsBySkus.mockResolvedValue([])
    const response = await call(`?${Array.from({ length: 500 }, (_, i) => `sku=R${i}`).join('&')}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ products: [] })
  })

  it('answers 503, not cached, when the search back end fails', async () => {
    productsBySkus.mockRejectedValue(new Error('down'))
    const response = await call('?sku=A')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      error: 'Le catalogue est momentanément indisponible. Réessayez dans un instant.',
    })
  })
})

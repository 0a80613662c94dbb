import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AutocompleteSuggestion } from './types'
import { autocompleteAnswerSchema } from './autocomplete-request'

const autocomplete =
  vi.fn<(text: string, size: number, filters?: { market?: string[] }) => Promise<AutocompleteSuggestion[]>>()
vi.mock('@/lib/search', () => ({ getSearch: () => ({ autocomplete }) }))

const { GET } = await import('@/app/api/autocomplete/route')

const call = (query: string) => GET(new Request(`http://shop.test/api/autocomplete${query}`))

const suggestion = (index: number): AutocompleteSuggestion => ({
  kind: 'product',
  label: `Gant ${index}`,
  href: `/gant-${index}?sku=GA-${index}`,
  sku: `GA-${index}`,
  image: `http://cms.test/gant-${index}.webp`,
})

beforeEach(() => {
  autocomplete.mockReset()
})

describe('GET /api/autocomplete', () => {
  it('answers the suggestions for the trimmed text, at most 8, cacheable for a minute', async () => {
    autocomplete.mockResolvedValue(Array.from({ length: 10 }, (_, index) => suggestion(index)))
    const response = await call('?q=%20%20gant%20')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    expect(autocomplete).toHaveBeenCalledWith('gant', 8, {})
    const body = (await response.json()) as { suggestions: AutocompleteSuggestion[] }
    // What the route answers is what the browser's parser accepts.
    expect(autocompleteAnswerSchema.parse(body)).toEqual(body)
    expect(body.suggestions).toHaveLength(8)
    expect(body.suggestions[0]).toEqual(suggestion(0))
  })

  it('lets no other field of a suggestion through', async () => {
    const leaky = {
      ...suggestion(1),
      price: { pro: { value: 12 } },
      stock: { global: { qty: 3 } },
    } as AutocompleteSuggestion
    autocomplete.mockResolvedValue([leaky, { kind: 'category', label: 'Gants', href: '/gants' }])
    const body = await (await call('?q=gant')).json()
    expect(body).toEqual({ suggestions: [suggestion(1), { kind: 'category', label: 'Gants', href: '/gants' }] })
  })

  it.each([
    ['no text', ''],
    ['one letter', '?q=g'],
    ['blanks around one letter', '?q=%20g%20'],
    ['more than 100 characters', `?q=${'a'.repeat(101)}`],
  ])('refuses %s with a French message', async (_, query) => {
    const response = await call(query)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Saisissez entre 2 et 100 caractères pour lancer la recherche.' })
    expect(autocomplete).not.toHaveBeenCalled()
  })

  it('keeps a market buyer’s suggestions to her market', async () => {
    autocomplete.mockResolvedValue([suggestion(1)])
    const response = await call('?q=gant&marche=MARCHE-2025-014')
    expect(response.status).toBe(200)
    expect(autocomplete).toHaveBeenCalledWith('gant', 8, { market: ['MARCHE-2025-014'] })
  })

  it.each([
    ['another parameter', '?q=gant&size=500'],
    ['two markets', '?q=gant&marche=A&marche=B'],
    ['a repeated q', '?q=gant&q=casque'],
  ])('refuses %s', async (_, query) => {
    const response = await call(query)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Seuls les paramètres « q » (le texte recherché) et « marche » (votre marché) sont acceptés.',
    })
    expect(autocomplete).not.toHaveBeenCalled()
  })

  it('answers 503, not cached, when the search back end fails', async () => {
    autocomplete.mockRejectedValue(new Error('down'))
    const response = await call('?q=gant')
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      error: 'La recherche est momentanément indisponible. Réessayez dans un instant.',
    })
  })
})

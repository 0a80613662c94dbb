import { expect, test } from '@playwright/test'

/** The autocomplete route the header search box calls: only `q` in, only suggestion fields out. */

const SUGGESTION_FIELDS = ['kind', 'label', 'href', 'sku', 'image']

test('suggests demo products and categories for "gant", cacheable for a minute', async ({ request }) => {
  const response = await request.get('/api/autocomplete?q=gant')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=60')
  const body = (await response.json()) as { suggestions: Record<string, unknown>[] }
  expect(Object.keys(body)).toEqual(['suggestions'])
  expect(body.suggestions.length).toBeGreaterThan(0)
  expect(body.suggestions.length).toBeLessThanOrEqual(8)
  for (const suggestion of body.suggestions) {
    for (const field of Object.keys(suggestion)) expect(SUGGESTION_FIELDS).toContain(field)
  }
  const product = body.suggestions.find((suggestion) => suggestion.kind === 'product')
  expect(String(product?.label).toLowerCase()).toContain('gant')
  expect(String(product?.href)).toMatch(/^\/[a-z0-9-]+\?sku=[^&]+$/)
  const category = body.suggestions.find((suggestion) => suggestion.kind === 'category')
  expect(String(category?.href)).toMatch(/^\/gants/)
})

test('matches without accents: "securite" suggests "sécurité" products', async ({ request }) => {
  const body = (await (await request.get('/api/autocomplete?q=securite')).json()) as {
    suggestions: { label: string }[]
  }
  expect(body.suggestions.some((suggestion) => suggestion.label.includes('sécurité'))).toBe(true)
})

test('refuses a too short text and any other parameter, in French', async ({ request }) => {
  const short = await request.get('/api/autocomplete?q=g')
  expect(short.status()).toBe(400)
  expect(await short.json()).toEqual({ error: 'Saisissez entre 2 et 100 caractères pour lancer la recherche.' })

  const extra = await request.get('/api/autocomplete?q=gant&size=500')
  expect(extra.status()).toBe(400)
  expect(await extra.json()).toEqual({
    error: 'Seuls les paramètres « q » (le texte recherché) et « marche » (votre marché) sont acceptés.',
  })
})

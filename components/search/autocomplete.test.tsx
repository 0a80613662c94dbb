import { act, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import messages from '@/messages/fr.json'
import { Autocomplete } from './autocomplete'

const push = vi.fn()
const trackEvent = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))
vi.mock('@/lib/analytics', () => ({ trackEvent: (...args: unknown[]) => trackEvent(...args) }))
const buyer = vi.hoisted(() => ({ market: null as string | null }))
vi.mock('@/components/catalogue/use-market-filter', () => ({
  useMarketFilter: () => ({ market: buyer.market, active: buyer.market !== null }),
}))

const suggestions = [
  { kind: 'category', label: 'Gants de manutention', href: '/gants-de-manutention' },
  { kind: 'product', label: 'Gant nitrile Garonne', href: '/gant-nitrile-garonne?sku=GN-M', sku: 'GN-M' },
  { kind: 'product', label: 'Gant cuir Morvan', href: '/gant-cuir-morvan?sku=GC-9', sku: 'GC-9' },
]

function setup() {
  render(
    <NextIntlClientProvider locale="fr" messages={messages}>
      <Autocomplete />
    </NextIntlClientProvider>,
  )
  return screen.getByRole('combobox', { name: 'Rechercher un produit, une référence' })
}

async function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } })
  await act(async () => {
    await vi.advanceTimersByTimeAsync(250)
    // The answer's schema is imported with the first answer.
    await vi.dynamicImportSettled()
  })
}

describe('Autocomplete', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ suggestions })),
    )
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    push.mockReset()
    trackEvent.mockReset()
    buyer.market = null
  })

  it('is a plain search form before anything is typed', () => {
    const input = setup()
    expect(screen.getByRole('search')).toHaveAttribute('action', '/search')
    expect(input).toHaveAttribute('name', 'q')
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('is a text input, which ARIA lets be a combobox (a search input may not), with the keyboard of a search', () => {
    const input = setup()
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveAttribute('enterkeyhint', 'search')
  })

  it('lists suggestions, products first, and walks them with the arrows', async () => {
    const input = setup()
    await type(input, 'gant')
    expect(fetch).toHaveBeenCalledWith('/api/autocomplete?q=gant', expect.anything())
    expect(input).toHaveAttribute('aria-expanded', 'true')
    const options = screen.getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Gant nitrile GaronneGN-M',
      'Gant cuir MorvanGC-9',
      'Gants de manutention',
    ])

    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id)
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id)

    fireEvent.keyDown(input, { key: 'Enter' })
    expect(push).toHaveBeenCalledWith('/gants-de-manutention')
  })

  it('closes on Escape and lets Enter submit the typed text', async () => {
    const input = setup()
    await type(input, 'gant')
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(push).not.toHaveBeenCalled()
  })

  it('records a search only past three characters', async () => {
    const input = setup()
    await type(input, 'gan')
    expect(trackEvent).not.toHaveBeenCalled()
    await type(input, 'gant')
    expect(trackEvent).toHaveBeenCalledTimes(1)
    expect(trackEvent).toHaveBeenCalledWith('search')
  })

  it('drops an answer that arrives after the next keystroke, so the arrows keep their place', async () => {
    const stale = [{ kind: 'product', label: 'Ganse élastique', href: '/ganse?sku=GA-1', sku: 'GA-1' }]
    let answerStale: () => void = () => undefined
    vi.mocked(fetch).mockImplementationOnce(
      // An answer already received: aborting the request no longer stops it.
      () => new Promise((resolve) => (answerStale = () => resolve(Response.json({ suggestions: stale })))),
    )
    const input = setup()
    await type(input, 'gan')
    await type(input, 'gant')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    await act(async () => {
      answerStale()
      await vi.dynamicImportSettled()
    })
    expect(screen.queryByRole('option', { name: /Ganse/ })).toBeNull()
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true')
  })

  it('asks a market buyer’s suggestions within her market', async () => {
    buyer.market = 'MARCHE-2025-014'
    const input = setup()
    await type(input, 'gant')
    expect(fetch).toHaveBeenCalledWith('/api/autocomplete?q=gant&marche=MARCHE-2025-014', expect.anything())
  })

  it('never follows a suggestion that leads off the site', async () => {
    vi.mocked(fetch).mockImplementation(async () =>
      Response.json({
        suggestions: [{ kind: 'category', label: 'Gants piégés', href: 'https://autre.example/gants' }],
      }),
    )
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const input = setup()
    await type(input, 'gant')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(push).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith(expect.stringContaining('https://autre.example/gants'))
    error.mockRestore()
  })

  it('asks nothing for a single character', async () => {
    const input = setup()
    await type(input, 'g')
    expect(fetch).not.toHaveBeenCalled()
  })
})

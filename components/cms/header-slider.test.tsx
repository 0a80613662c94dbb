import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoHeaderSlider } from '@/tests/cms-fixtures'
import { withShell } from '@/tests/shell'
import { HeaderSlider } from './header-slider'
import { HeaderSliderRotator } from './header-slider-rotator'

const findHeaderSlider = vi.hoisted(() => vi.fn())
vi.mock('@/lib/cms/pages', () => ({ findHeaderSlider }))

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The names the server gives the messages (slide-labels.ts). */
const named = (count: number) => Array.from({ length: count }, (_, index) => `${index + 1} sur ${count}`)

const shown = () => screen.getAllByRole('group').find((entry) => !entry.hidden)

describe('header slider', () => {
  it('shows the CMS messages one at a time, and opens the new-tab one safely', async () => {
    const user = userEvent.setup()
    const { entries } = demoHeaderSlider()
    render(withShell(<HeaderSliderRotator entries={entries} slideLabels={named(entries.length)} />))
    expect(screen.getByRole('region', { name: 'Informations de la boutique' })).toBeInTheDocument()
    expect(shown()).toHaveTextContent('Livraison offerte dès 150 € HT de commande')
    expect(screen.getByRole('link', { name: 'Livraison offerte dès 150 € HT de commande' })).toHaveAttribute(
      'href',
      '/livraison-et-retours',
    )
    await user.click(screen.getByRole('button', { name: 'Message précédent' }))
    expect(shown()).toHaveAccessibleName('3 sur 3')
    const external = screen.getByRole('link', { name: /le guide de l’INRS/ })
    expect(external).toHaveAttribute('href', 'https://www.inrs.fr/')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener')
    await user.click(screen.getByRole('button', { name: 'Message suivant' }))
    expect(shown()).toHaveAccessibleName('1 sur 3')
  })

  it('rotates every few seconds unless the visitor prefers reduced motion', () => {
    vi.useFakeTimers()
    const { entries } = demoHeaderSlider()
    const { unmount } = render(withShell(<HeaderSliderRotator entries={entries} slideLabels={named(entries.length)} />))
    act(() => {
      vi.advanceTimersByTime(5000)
    })
    expect(shown()).toHaveAccessibleName('2 sur 3')
    unmount()
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    render(withShell(<HeaderSliderRotator entries={entries} slideLabels={named(entries.length)} />))
    act(() => {
      vi.advanceTimersByTime(15000)
    })
    expect(shown()).toHaveAccessibleName('1 sur 3')
  })

  it('shows a message without a link as text, without buttons when alone', () => {
    render(
      withShell(
        <HeaderSliderRotator
          entries={[{ id: 1, text: 'Fermeture le 15 août', url: null, openInNewTab: false }]}
          slideLabels={named(1)}
        />,
      ),
    )
    expect(shown()).toHaveTextContent('Fermeture le 15 août')
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('gives way to the fallback when the CMS has nothing or is down', async () => {
    findHeaderSlider.mockResolvedValueOnce(null)
    render(withShell(await HeaderSlider({ fallback: <p>Boutique réservée aux professionnels</p> })))
    expect(screen.getByText('Boutique réservée aux professionnels')).toBeInTheDocument()
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('renders the CMS entries when there are some', async () => {
    findHeaderSlider.mockResolvedValueOnce(demoHeaderSlider())
    render(withShell(await HeaderSlider({ fallback: <p>repli</p> })))
    expect(screen.getByRole('region', { name: 'Informations de la boutique' })).toBeInTheDocument()
    expect(screen.queryByText('repli')).toBeNull()
    // Named by the server, in French number formatting.
    expect(shown()).toHaveAccessibleName('1 sur 3')
  })
})

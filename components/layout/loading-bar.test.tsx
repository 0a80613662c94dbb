import { act, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import messages from '@/messages/fr.json'
import {
  estimateProgress,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_FADE_MS,
  LOADING_BAR_STALL_MS,
  LOADING_BAR_THROTTLE_MS,
  LoadingBar,
} from './loading-bar'

const route = vi.hoisted(() => ({ pathname: '/', search: '' }))

vi.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}))

function App() {
  // Like next/link: the default action is cancelled and the router takes over.
  const link = (props: React.AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <a {...props} onClick={(event) => event.preventDefault()}>
      {props.children}
    </a>
  )
  return (
    <NextIntlClientProvider locale="fr" messages={messages} timeZone="Europe/Paris">
      <LoadingBar />
      {link({ href: '/univers', children: 'interne' })}
      {link({ href: '/?page=2', children: 'autre-requête' })}
      {link({ href: '/', children: 'même-page' })}
      {link({ href: '#contenu', children: 'ancre' })}
      {link({ href: 'https://evil.example/', children: 'externe' })}
      {link({ href: '/univers', target: '_blank', children: 'nouvel-onglet' })}
      {link({ href: '/invoices/1.pdf', download: true, children: 'téléchargement' })}
      {link({ href: 'mailto:contact@boutique.example', children: 'courriel' })}
      {link({ href: '/univers', children: <span>lien-avec-enfant</span> })}
    </NextIntlClientProvider>
  )
}

const bar = () => screen.getByRole('progressbar', { hidden: true })
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}
const click = (name: string, init?: MouseEventInit) => fireEvent.click(screen.getByText(name), init)

function navigateTo(rerender: (ui: React.ReactElement) => void, pathname: string, search = '') {
  route.pathname = pathname
  route.search = search
  rerender(<App />)
}

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    route.pathname = '/'
    route.search = ''
  })
  afterEach(() => {
    vi.useRealTimers()
    window.history.replaceState(null, '', '/')
  })

  it('is hidden and 3 px high while idle', () => {
    render(<App />)
    expect(bar()).toHaveAttribute('aria-hidden', 'true')
    expect(bar()).not.toHaveAttribute('aria-valuenow')
    expect(bar().style.height).toBe('3px')
  })

  // The times of docs/product/constants.md#interface-timings, written out: the test fails if they drift.
  it('shows only after the 200 ms throttle, reaches 90 % 2 s after the click, completes when the pathname changes', () => {
    const { rerender } = render(<App />)
    click('interne')

    advance(199)
    expect(bar()).toHaveAttribute('aria-hidden', 'true')

    advance(1)
    expect(bar()).toHaveAttribute('aria-hidden', 'false')
    expect(screen.getByRole('progressbar', { name: 'Chargement de la page' })).toBe(bar())
    const early = Number(bar().getAttribute('aria-valuenow'))
    expect(early).toBeGreaterThan(0)

    advance(1000)
    const later = Number(bar().getAttribute('aria-valuenow'))
    expect(later).toBeGreaterThan(early)
    advance(300)
    expect(Number(bar().getAttribute('aria-valuenow'))).toBeLessThan(90)
    advance(500)
    expect(bar()).toHaveAttribute('aria-valuenow', '90')
    advance(5000)
    expect(bar()).toHaveAttribute('aria-valuenow', '90')

    navigateTo(rerender, '/univers')
    expect(bar()).toHaveAttribute('data-phase', 'finishing')
    expect(bar()).toHaveAttribute('aria-hidden', 'true')
    expect(bar().style.transform).toBe('scaleX(1)')

    advance(LOADING_BAR_FADE_MS)
    expect(bar()).toHaveAttribute('data-phase', 'idle')
  })

  it('never appears when the navigation ends within the throttle', () => {
    const { rerender } = render(<App />)
    click('interne')
    advance(LOADING_BAR_THROTTLE_MS / 2)
    navigateTo(rerender, '/univers')
    advance(LOADING_BAR_STALL_MS)
    expect(bar()).toHaveAttribute('data-phase', 'idle')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('completes when only the search params change', () => {
    const { rerender } = render(<App />)
    click('autre-requête')
    advance(LOADING_BAR_THROTTLE_MS)
    expect(bar()).toHaveAttribute('data-phase', 'running')
    navigateTo(rerender, '/', 'page=2')
    expect(bar()).toHaveAttribute('data-phase', 'finishing')
  })

  it('starts from a click on an element inside a link', () => {
    render(<App />)
    click('lien-avec-enfant')
    advance(LOADING_BAR_THROTTLE_MS)
    expect(bar()).toHaveAttribute('data-phase', 'running')
  })

  it.each<[string, MouseEventInit | undefined]>([
    ['même-page', undefined],
    ['ancre', undefined],
    ['externe', undefined],
    ['nouvel-onglet', undefined],
    ['téléchargement', undefined],
    ['courriel', undefined],
    ['interne', { ctrlKey: true }],
    ['interne', { metaKey: true }],
    ['interne', { shiftKey: true }],
    ['interne', { altKey: true }],
    ['interne', { button: 1 }],
  ])('ignores a click on %j %o', (name, init) => {
    render(<App />)
    click(name, init)
    advance(LOADING_BAR_THROTTLE_MS * 2)
    expect(bar()).toHaveAttribute('data-phase', 'idle')
  })

  it('starts on back/forward to another route, not on a fragment-only history step', () => {
    const { rerender } = render(<App />)

    window.history.replaceState(null, '', '/#haut')
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')))
    advance(LOADING_BAR_THROTTLE_MS)
    expect(bar()).toHaveAttribute('data-phase', 'idle')

    window.history.replaceState(null, '', '/univers')
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')))
    advance(LOADING_BAR_THROTTLE_MS)
    expect(bar()).toHaveAttribute('data-phase', 'running')

    navigateTo(rerender, '/univers')
    expect(bar()).toHaveAttribute('data-phase', 'finishing')
  })

  it('gives up when the route never changes', () => {
    render(<App />)
    click('interne')
    advance(LOADING_BAR_STALL_MS)
    expect(bar()).toHaveAttribute('data-phase', 'finishing')
    advance(LOADING_BAR_FADE_MS)
    expect(bar()).toHaveAttribute('data-phase', 'idle')
  })

  it('restarts cleanly when a navigation begins during the fade-out', () => {
    const { rerender } = render(<App />)
    click('autre-requête')
    advance(LOADING_BAR_THROTTLE_MS)
    navigateTo(rerender, '/', 'page=2')
    expect(bar()).toHaveAttribute('data-phase', 'finishing')

    click('interne')
    expect(bar()).toHaveAttribute('data-phase', 'idle')
    advance(LOADING_BAR_FADE_MS)
    expect(bar()).toHaveAttribute('data-phase', 'running')
  })

  it('removes its listeners and timers on unmount', () => {
    const { unmount } = render(<App />)
    click('interne')
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('estimateProgress', () => {
  it('starts at 0, eases out, and holds at 90', () => {
    expect(estimateProgress(0)).toBe(0)
    expect(estimateProgress(LOADING_BAR_DURATION_MS / 2)).toBeCloseTo(67.5)
    expect(estimateProgress(LOADING_BAR_DURATION_MS)).toBe(90)
    expect(estimateProgress(LOADING_BAR_DURATION_MS * 10)).toBe(90)
  })
})

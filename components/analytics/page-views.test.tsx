import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { withShell } from '@/tests/shell'
import {
  ANALYTICS_EVENTS,
  resetAnalyticsContext,
  setAnalyticsContext,
  trackEvent,
  type EventBody,
} from '@/lib/analytics'
import { PageViews } from './page-views'

const route = vi.hoisted(() => ({ pathname: '/', search: '' }))

vi.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}))

const ENDPOINT = 'http://analytics.test/api/event'
/** jsdom pages live on http://localhost:3000 (vitest's default URL). */
const ON_LOCALHOST = { ANALYTICS_ENDPOINT: ENDPOINT, ANALYTICS_ALLOW_LOCALHOST: '1', SITE_URL: 'https://equipro.fr' }

function setup(env: Record<string, string> = ON_LOCALHOST) {
  const sent: Array<{ endpoint: string; body: EventBody }> = []
  const transport = vi.fn(
    (endpoint: string, body: string) => void sent.push({ endpoint, body: JSON.parse(body) as EventBody }),
  )
  const navigate = vi.fn<(url: string) => void>()
  const ui = () =>
    withShell(
      <>
        <PageViews transport={transport} navigate={navigate} />
        <a href="https://www.service-public.fr/marches">externe</a>
        <a href="https://www.service-public.fr/aides" target="_blank" rel="noreferrer">
          nouvel-onglet
        </a>
        <a href="http://localhost:3000/univers">interne</a>
      </>,
      env,
    )
  const view = render(ui())
  const navigateTo = (pathname: string, search = '') => {
    route.pathname = pathname
    route.search = search
    view.rerender(ui())
  }
  return { sent, transport, navigate, navigateTo, rerender: () => view.rerender(ui()) }
}

/** Whether the tracker held each click; jsdom is then kept from trying to load another document. */
let held: boolean[] = []
const recordAndStop = (event: MouseEvent) => {
  held.push(event.defaultPrevented)
  event.preventDefault()
}

beforeEach(() => {
  route.pathname = '/'
  route.search = ''
  held = []
  window.addEventListener('click', recordAndStop)
})
afterEach(() => {
  window.removeEventListener('click', recordAndStop)
  vi.useRealTimers()
  resetAnalyticsContext()
  localStorage.clear()
  document.cookie = 'auth_user=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

describe('PageViews', () => {
  it('sends one page view for the first page and one per client navigation', () => {
    const { sent, navigateTo, rerender } = setup()
    expect(sent.map((event) => [event.body.n, event.body.u])).toEqual([['pageview', 'http://localhost:3000/']])

    rerender()
    navigateTo('/univers')
    navigateTo('/univers')
    navigateTo('/search', 'q=gants&page=2')
    expect(sent.map((event) => event.body.u)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/univers',
      // The search text may be anything a visitor typed: only the page number is kept.
      'http://localhost:3000/search?page=2',
    ])
    expect(sent.every((event) => event.endpoint === ENDPOINT)).toBe(true)
  })

  it('carries the domain, the width and the visitor props', () => {
    document.cookie = 'auth_user=1; Path=/'
    setAnalyticsContext({ collectivity: true, cartId: 314 })
    const { sent } = setup()
    expect(sent[0]?.body).toEqual({
      n: 'pageview',
      u: 'http://localhost:3000/',
      d: 'equipro.fr',
      r: null,
      w: window.innerWidth,
      h: 0,
      p: { signed_in: true, collectivity: true, cart_id: 314 },
    })
  })

  it('reports a signed-out visitor with no cart', () => {
    const { sent } = setup()
    expect(sent[0]?.body.p).toEqual({ signed_in: false, collectivity: false })
  })

  it('sends nothing on localhost unless allowed, without an endpoint, or with the ignore flag', () => {
    expect(setup({ ANALYTICS_ENDPOINT: ENDPOINT }).transport).not.toHaveBeenCalled()
    expect(setup({ ANALYTICS_ALLOW_LOCALHOST: '1' }).transport).not.toHaveBeenCalled()
    localStorage.setItem('plausible_ignore', 'true')
    const ignored = setup()
    ignored.navigateTo('/univers')
    expect(ignored.transport).not.toHaveBeenCalled()
  })

  it('sends custom events on the current page through trackEvent', () => {
    const { sent } = setup()
    act(() => trackEvent(ANALYTICS_EVENTS.addToCart))
    expect(sent[1]?.body).toMatchObject({ n: 'add_to_cart', u: 'http://localhost:3000/' })
  })

  it('follows an outbound link 150 ms after sending its event', () => {
    vi.useFakeTimers()
    const { sent, navigate } = setup()
    fireEvent.click(screen.getByText('externe'))
    expect(held).toEqual([true])
    expect(sent[1]?.body).toMatchObject({
      n: 'Outbound Link: Click',
      u: 'http://localhost:3000/',
      p: { url: 'https://www.service-public.fr/marches' },
    })
    vi.advanceTimersByTime(149)
    expect(navigate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(navigate).toHaveBeenCalledWith('https://www.service-public.fr/marches')
  })

  it('counts but does not hold new-tab and modified clicks, and ignores internal links', () => {
    vi.useFakeTimers()
    const { sent, navigate } = setup()
    fireEvent.click(screen.getByText('nouvel-onglet'))
    fireEvent.click(screen.getByText('externe'), { ctrlKey: true })
    fireEvent.click(screen.getByText('interne'))
    vi.advanceTimersByTime(1000)
    expect(held).toEqual([false, false, false])
    expect(navigate).not.toHaveBeenCalled()
    expect(sent.map((event) => event.body.n)).toEqual(['pageview', 'Outbound Link: Click', 'Outbound Link: Click'])
  })

  it('leaves outbound links alone when nothing is sent', () => {
    const { navigate } = setup({ ANALYTICS_ENDPOINT: ENDPOINT })
    fireEvent.click(screen.getByText('externe'))
    expect(held).toEqual([false])
    expect(navigate).not.toHaveBeenCalled()
  })
})

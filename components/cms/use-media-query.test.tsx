import { act, Suspense, use } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMediaQuery } from './use-media-query'

const PHONE = '(width < 48rem)'

/** A phone: the query matches in the browser, as it cannot on the server. */
function stubPhone(matches: boolean) {
  const listeners = new Set<() => void>()
  const media = {
    get matches() {
      return matches
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', () => media)
  return {
    change(next: boolean) {
      matches = next
      for (const listener of listeners) listener()
    },
  }
}

/** What the phone layout needs before it can draw (a chunk still loading): it never arrives here. */
const pending = new Promise<never>(() => undefined)

function Layout() {
  const phone = useMediaQuery(PHONE)
  if (phone) use(pending)
  return <p>{phone ? 'téléphone' : 'large'}</p>
}

function Page() {
  return (
    <Suspense fallback={<p>chargement</p>}>
      <Layout />
    </Suspense>
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('useMediaQuery', () => {
  it('hydrates with the server’s answer, then follows the browser in a transition that keeps the server’s version on screen', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    expect(container.textContent).toBe('large')
    stubPhone(true)
    const recoverable = vi.fn()
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable })
    })
    // A synchronous switch would have replaced the page with the fallback while the phone layout waits.
    expect(container.textContent).toBe('large')
    expect(recoverable).not.toHaveBeenCalled()
  })

  it('follows the browser in a component mounted after hydration, and its changes', async () => {
    const phone = stubPhone(false)
    function Probe() {
      return <p>{useMediaQuery(PHONE) ? 'téléphone' : 'large'}</p>
    }
    const container = document.createElement('div')
    document.body.append(container)
    const { createRoot } = await import('react-dom/client')
    await act(async () => {
      root = createRoot(container)
      root.render(<Probe />)
    })
    expect(container.textContent).toBe('large')
    await act(async () => phone.change(true))
    expect(container.textContent).toBe('téléphone')
  })
})

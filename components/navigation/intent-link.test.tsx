import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { describe, expect, it, vi } from 'vitest'
import { IntentLink } from './intent-link'

function renderLink(href = '/gants', props: Partial<React.ComponentProps<typeof IntentLink>> = {}) {
  const prefetch = vi.fn()
  const router = { prefetch, push: vi.fn(), replace: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() }
  const view = render(
    <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
      <IntentLink href={href} {...props}>
        Gants
      </IntentLink>
      <button type="button">ailleurs</button>
    </AppRouterContext.Provider>,
  )
  const rerender = (nextHref: string) =>
    view.rerender(
      <AppRouterContext.Provider value={router as unknown as AppRouterInstance}>
        <IntentLink href={nextHref}>Gants</IntentLink>
      </AppRouterContext.Provider>,
    )
  return { prefetch, rerender, link: screen.getByRole('link', { name: 'Gants' }) }
}

describe('IntentLink', () => {
  it('is a plain link to its page, and fetches nothing while nobody points at it', () => {
    const { prefetch, link } = renderLink()
    expect(link).toHaveAttribute('href', '/gants')
    expect(prefetch).not.toHaveBeenCalled()
  })

  it('prefetches its page when the pointer comes over it, once however often it comes back', async () => {
    const user = userEvent.setup()
    const { prefetch, link } = renderLink()
    await user.hover(link)
    await user.unhover(link)
    await user.hover(link)
    expect(prefetch).toHaveBeenCalledTimes(1)
    expect(prefetch).toHaveBeenCalledWith('/gants')
  })

  it('prefetches its page when the keyboard focus reaches it', async () => {
    const user = userEvent.setup()
    const { prefetch, link } = renderLink()
    await user.tab()
    expect(link).toHaveFocus()
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/gants')
    // Focus and pointer on the same link ask once.
    await user.hover(link)
    expect(prefetch).toHaveBeenCalledOnce()
  })

  it('prefetches its page when a finger touches it', () => {
    const { prefetch, link } = renderLink()
    fireEvent.touchStart(link)
    fireEvent.touchStart(link)
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/gants')
  })

  it('prefetches the new target of a link whose address changed', async () => {
    const user = userEvent.setup()
    const { prefetch, rerender, link } = renderLink('/gants?page=1')
    await user.hover(link)
    rerender('/gants?page=2')
    await user.unhover(link)
    await user.hover(link)
    expect(prefetch.mock.calls).toEqual([['/gants?page=1'], ['/gants?page=2']])
  })

  it('still runs the handlers the page gave it', async () => {
    const user = userEvent.setup()
    const onMouseEnter = vi.fn()
    const onFocus = vi.fn()
    const { link } = renderLink('/gants', { onMouseEnter, onFocus })
    await user.hover(link)
    await user.tab()
    expect(onMouseEnter).toHaveBeenCalledOnce()
    expect(onFocus).toHaveBeenCalledOnce()
  })
})

import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import IntentLink from './intent-link'

const router = vi.hoisted(() => ({ prefetch: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router }))
// The framework's link needs a running app router; here it is an anchor that shows what it was asked to preload.
vi.mock('next/dist/client/app-dir/link', () => ({
  default: ({ prefetch, href, ...props }: { prefetch?: unknown; href: string } & Record<string, unknown>) => (
    <a href={href} data-next-prefetch={String(prefetch)} {...props} />
  ),
  useLinkStatus: () => ({ pending: false }),
}))

describe('IntentLink', () => {
  beforeEach(() => router.prefetch.mockClear())

  it('preloads its page when the buyer points at it, focuses it or touches it, and not before', () => {
    render(<IntentLink href={{ pathname: '/chaussures', query: { page: '2' } }}>Chaussures</IntentLink>)
    const link = screen.getByRole('link', { name: 'Chaussures' })
    // Next's own preload, on entering the viewport, is off.
    expect(link).toHaveAttribute('data-next-prefetch', 'false')
    expect(router.prefetch).not.toHaveBeenCalled()
    fireEvent.mouseEnter(link)
    fireEvent.focus(link)
    fireEvent.touchStart(link)
    expect(router.prefetch.mock.calls).toEqual([['/chaussures?page=2'], ['/chaussures?page=2'], ['/chaussures?page=2']])
  })

  it('still calls the handlers it was given', () => {
    const onFocus = vi.fn()
    render(
      <IntentLink href="/panier" onFocus={onFocus}>
        Panier
      </IntentLink>,
    )
    fireEvent.focus(screen.getByRole('link', { name: 'Panier' }))
    expect(onFocus).toHaveBeenCalledOnce()
    expect(router.prefetch).toHaveBeenCalledWith('/panier')
  })

  it('leaves a link that chose its own prefetch to Next', () => {
    render(
      <IntentLink href="/panier" prefetch="auto">
        Panier
      </IntentLink>,
    )
    const link = screen.getByRole('link', { name: 'Panier' })
    expect(link).toHaveAttribute('data-next-prefetch', 'auto')
    fireEvent.mouseEnter(link)
    expect(router.prefetch).not.toHaveBeenCalled()
  })
})

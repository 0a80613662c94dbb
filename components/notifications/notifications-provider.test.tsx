import { act, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import messages from '@/messages/fr.json'
import { NotificationsProvider, useNotify, type Notification } from '.'

function Trigger(props: Notification) {
  const notify = useNotify()
  return (
    <button type="button" onClick={() => notify(props)}>
      déclencher
    </button>
  )
}

function renderWith(notification: Notification) {
  render(
    <NextIntlClientProvider locale="fr" messages={messages} timeZone="Europe/Paris">
      <NotificationsProvider>
        <Trigger {...notification} />
      </NotificationsProvider>
    </NextIntlClientProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'déclencher' }))
}

describe('NotificationsProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  // 5000 ms (docs/product/constants.md#interface-timings), written out: the test fails if it drifts.
  it('announces a success politely, then removes it after 5000 ms', () => {
    renderWith({ type: 'success', message: 'Adresse enregistrée' })

    expect(screen.getByRole('status')).toHaveTextContent('Adresse enregistrée')
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()

    act(() => {
      vi.advanceTimersByTime(4999)
    })
    expect(screen.getByText('Adresse enregistrée')).toBeInTheDocument()

    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByText('Adresse enregistrée')).not.toBeInTheDocument()
  })

  it('announces an error assertively, in the alert region only', () => {
    renderWith({ type: 'error', message: 'Le panier n’a pas pu être synchronisé' })

    expect(screen.getByRole('alert')).toHaveTextContent('Le panier n’a pas pu être synchronisé')
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('puts info in the polite region', () => {
    renderWith({ type: 'info', message: 'Prix mis à jour' })
    expect(screen.getByRole('status')).toHaveTextContent('Prix mis à jour')
  })

  it('closes a toast with its labelled button and forgets its timer', () => {
    renderWith({ type: 'info', message: 'Bienvenue' })

    fireEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }))
    expect(screen.queryByText('Bienvenue')).not.toBeInTheDocument()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stacks several toasts, each with its own timer, inside a labelled region', () => {
    renderWith({ type: 'success', message: 'Premier' })
    act(() => {
      vi.advanceTimersByTime(3000)
    })
    fireEvent.click(screen.getByRole('button', { name: 'déclencher' }))

    expect(screen.getAllByText('Premier')).toHaveLength(2)
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument()

    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(screen.getAllByText('Premier')).toHaveLength(1)
    act(() => {
      vi.advanceTimersByTime(3000)
    })
    expect(screen.queryByText('Premier')).not.toBeInTheDocument()
  })

  it('refuses to be used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Trigger type="info" message="x" />)).toThrow(/NotificationsProvider/)
  })
})

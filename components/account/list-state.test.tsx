import type { UseQueryResult } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { withShell } from '@/tests/shell'
import { ListState } from './list-state'
import { AccountQueryError } from '@/lib/account/account-query'

type Query = UseQueryResult<string[], AccountQueryError>

const query = (state: Partial<Query>) =>
  ({ isError: false, isFetching: false, data: undefined, refetch: vi.fn(), ...state }) as unknown as Query

function renderList(state: Partial<Query>) {
  return render(
    withShell(
      <ListState query={query(state)} isEmpty={(items) => items.length === 0} empty={<p>Aucune facture.</p>}>
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </ListState>,
    ),
  )
}

describe('ListState', () => {
  it('announces the loading state once loading lasted 200 ms, never for a quicker answer', () => {
    vi.useFakeTimers()
    try {
      renderList({})
      act(() => {
        vi.advanceTimersByTime(199)
      })
      expect(screen.queryByRole('status')).toBeNull()
      act(() => {
        vi.advanceTimersByTime(1)
      })
      expect(screen.getByRole('status')).toHaveTextContent('Chargement…')
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows the server’s message and retries on demand', async () => {
    const refetch = vi.fn()
    renderList({
      isError: true,
      error: new AccountQueryError('Le service des factures est indisponible.'),
      refetch,
    } as Partial<Query>)
    expect(screen.getByRole('alert')).toHaveTextContent('Le service des factures est indisponible.')
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(refetch).toHaveBeenCalledOnce()
  })

  it('falls back to a French sentence when the server gave none', () => {
    renderList({ isError: true, error: new AccountQueryError(undefined) } as Partial<Query>)
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger ces informations pour le moment.')
  })

  it('shows the list’s empty sentence, then its items', () => {
    const { unmount } = renderList({ data: [] })
    expect(screen.getByText('Aucune facture.')).toBeInTheDocument()
    unmount()
    renderList({ data: ['FA2026-0001', 'FA2026-0002'] })
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['FA2026-0001', 'FA2026-0002'])
  })

  it('keeps the previous page on screen while the next one fails to load', () => {
    renderList({ data: ['FA2026-0001'], isError: true, error: new AccountQueryError('x') } as Partial<Query>)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText('FA2026-0001')).toBeInTheDocument()
  })
})

import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DelayedStatus } from './delayed-status'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('DelayedStatus', () => {
  it('shows a loading state only once loading lasted 200 ms, so quick loads never flash it', () => {
    render(<DelayedStatus>Chargement…</DelayedStatus>)
    expect(screen.queryByRole('status')).toBeNull()
    act(() => {
      vi.advanceTimersByTime(199)
    })
    expect(screen.queryByRole('status')).toBeNull()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…')
  })
})

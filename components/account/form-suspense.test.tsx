import { act, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { withShell } from '@/tests/shell'
import { FormSuspense } from './form-suspense'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('FormSuspense', () => {
  it('says the form is loading only once its code took 200 ms, so a quick load never flashes it', () => {
    // A form whose code never arrives: what the buyer reads meanwhile is the whole subject.
    const Pending = lazy(() => new Promise<{ default: () => null }>(() => {}))
    render(
      withShell(
        <FormSuspense>
          <Pending />
        </FormSuspense>,
      ),
    )
    expect(screen.queryByRole('status')).toBeNull()
    act(() => {
      vi.advanceTimersByTime(200)
    })
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…')
  })
})

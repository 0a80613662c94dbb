import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BACKEND_UNAVAILABLE_DIGEST } from '@/lib/http/unavailable'
import messages from '@/messages/fr.json'
import { withShell } from '@/tests/shell'
import ErrorPage from './error'

function renderError(error: Error & { digest?: string }) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  render(withShell(<ErrorPage error={error} reset={() => undefined} />))
}

describe('the error page', () => {
  it('tells the buyer in French that a service is momentarily unavailable, with no technical detail', () => {
    renderError(
      Object.assign(new Error('CMS unavailable (page handle=cgv): No answer within 2500 ms'), {
        digest: BACKEND_UNAVAILABLE_DIGEST,
      }),
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.error.unavailable.title)
    expect(screen.getByText(messages.error.unavailable.text)).toBeInTheDocument()
    expect(screen.queryByText(/No answer within/)).toBeNull()
    expect(screen.getByRole('button', { name: messages.btn.retry })).toBeInTheDocument()
  })

  it('shows any other failure as the generic error with what reached the browser', () => {
    renderError(Object.assign(new Error('boom'), { digest: '12345' }))
    expect(screen.queryByText(messages.error.unavailable.title)).toBeNull()
    expect(screen.getByText('boom (12345)')).toBeInTheDocument()
  })
})

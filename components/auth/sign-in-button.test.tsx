import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { withShell } from '@/tests/shell'
import { SessionProvider } from './session-provider'
import { SignInButton } from './sign-in-button'

interface FakeSession {
  signIn: (target?: string) => Promise<void>
  start: () => Promise<void>
  stop: () => void
  getState: () => { status: 'anonymous'; customer: null }
  subscribe: () => () => void
}
const runtime = vi.hoisted(() => ({ session: null as null | FakeSession }))
const ANONYMOUS = { status: 'anonymous', customer: null } as const
vi.mock('./session-runtime', () => ({
  sessionRuntime: () => ({ session: runtime.session, shopServer: {}, orderSystem: {} }),
}))

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    withShell(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <SignInButton target="/cart" />
        </SessionProvider>
      </QueryClientProvider>,
    ),
  )
}

beforeEach(() => {
  runtime.session = null
})

describe('SignInButton', () => {
  it('says in French that sign-in is not ready yet and offers to retry, instead of waiting forever', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderButton()
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La connexion n’est pas encore prête. Réessayez dans un instant.',
    )
    expect(screen.queryByText('Redirection vers la page de connexion…')).toBeNull()
    expect(error).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: 'Client not initialized' }),
    )

    // Ready now: the same button starts the redirect.
    const signIn = vi.fn(async () => undefined)
    runtime.session = {
      signIn,
      start: async () => undefined,
      stop: () => undefined,
      getState: () => ANONYMOUS,
      subscribe: () => () => undefined,
    }
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(signIn).toHaveBeenCalledWith('/cart')
    error.mockRestore()
  })
})

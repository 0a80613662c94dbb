import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { NotificationsProvider } from '@/components/notifications'
import { withShell } from '@/tests/shell'

/** The providers an account form needs in a component test: messages, queries (no retries), notifications. */
export function withAccountProviders(
  children: ReactNode,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return withShell(
    <QueryClientProvider client={client}>
      <NotificationsProvider>{children}</NotificationsProvider>
    </QueryClientProvider>,
  )
}

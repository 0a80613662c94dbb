import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

vi.mock('server-only', () => ({}))
// A findBy or waitFor waits for what the buyer would see; the wait only bounds how long a failure
// takes to show. The project's CI runs on a slower machine than ours, where a lazy chunk or a
// render after several awaits can take more than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 })
afterEach(() => cleanup())

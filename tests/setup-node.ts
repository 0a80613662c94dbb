// `server-only` throws outside a React server bundle; unit tests import server modules directly.
import { vi } from 'vitest'
vi.mock('server-only', () => ({}))

import { vi } from 'vitest'
import type { Logger } from './logger'

/** A logger for tests: every level a mock, typed as the real one so a change of its API breaks them. */
export function fakeLogger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Logger
}

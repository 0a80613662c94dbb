import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmUpSearch } from './warm-up'

describe('warmUpSearch', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('logs, and does not throw, when the local catalogue cannot be read', async () => {
    vi.stubEnv('SEARCH_BACKEND', 'local')
    vi.stubEnv('SEARCH_LOCAL_DIR', path.join(mkdtempSync(path.join(tmpdir(), 'warm-')), 'absent'))
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(warmUpSearch()).resolves.toBeUndefined()
    expect(log.mock.calls.flat().join(' ')).toContain('catalogue')
  })
})

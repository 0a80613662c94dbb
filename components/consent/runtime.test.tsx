import { beforeEach, describe, expect, it, vi } from 'vitest'

const library = vi.hoisted(() => ({
  showPreferences: vi.fn(),
  acceptCategory: vi.fn(),
  hide: vi.fn(),
  getUserPreferences: vi.fn(() => ({ acceptedCategories: ['necessary'] })),
}))
vi.mock('vanilla-cookieconsent', () => library)

/** A fresh tab: the banner's code has not run the library yet. */
const freshRuntime = async () => {
  vi.resetModules()
  return import('./runtime')
}

describe('consent runtime', () => {
  beforeEach(() => vi.clearAllMocks())

  it('opens the preferences for a click on "Gérer les cookies" made before the banner has run the library', async () => {
    const runtime = await freshRuntime()
    const opening = runtime.openCookiePreferences()
    runtime.setConsentRunning(true)
    await opening
    expect(library.showPreferences).toHaveBeenCalledOnce()
  })

  it('accepts a blocked frame’s category clicked early, keeping what was accepted', async () => {
    const runtime = await freshRuntime()
    const accepting = runtime.acceptCookieCategory('functional')
    runtime.setConsentRunning(true)
    await accepting
    expect(library.acceptCategory).toHaveBeenCalledWith(['necessary', 'functional'])
  })

  it('does nothing where the library stays silent (a crawler)', async () => {
    const runtime = await freshRuntime()
    const opening = runtime.openCookiePreferences()
    runtime.setConsentRunning(false)
    await opening
    expect(library.showPreferences).not.toHaveBeenCalled()
  })
})

import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

const script = readFileSync(resolve(process.cwd(), 'public/account/silent-renew.js'), 'utf8')
const page = readFileSync(resolve(process.cwd(), 'public/account/silent-renew.html'), 'utf8')

describe('the silent renewal page', () => {
  it("hands the provider's answer to the opening page, on our origin only, as signinSilentCallback does", () => {
    const postMessage = vi.fn()
    const parent = { postMessage }
    window.history.replaceState(null, '', '/account/silent-renew.html?code=abc&state=xyz')
    new Function('window', script)({ parent, location: window.location })
    expect(postMessage).toHaveBeenCalledWith(
      {
        source: 'oidc-client',
        url: `${window.location.origin}/account/silent-renew.html?code=abc&state=xyz`,
        keepOpen: false,
      },
      window.location.origin,
    )
  })

  it('does nothing outside a frame', () => {
    const self = { postMessage: vi.fn(), location: window.location } as {
      postMessage: ReturnType<typeof vi.fn>
      location: Location
      parent?: unknown
    }
    self.parent = self
    new Function('window', script)(self)
    expect(self.postMessage).not.toHaveBeenCalled()
  })

  it('loads that script from our origin, with no inline code', () => {
    expect(page).toContain('<script src="/account/silent-renew.js"></script>')
  })
})

import { expect, test } from '@playwright/test'
import { firstVisitPages } from './support/catalogue'

/**
 * What a visitor's page does in the browser while it loads: it formats no number the server has already
 * formatted. The browser's first number formatter loads the locale's number data, 20–40 ms of CPU in one
 * task on the reference machine, more on a phone (docs/adr/0032-the-server-formats-what-it-rendered.md).
 */

declare global {
  interface Window {
    formattersBuilt: string[]
  }
}

for (const { name, path } of firstVisitPages()) {
  test(`${name}: a visitor's page builds no number formatter while it loads and hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      window.formattersBuilt = []
      for (const kind of ['NumberFormat', 'PluralRules'] as const) {
        const Built = Intl[kind] as unknown as new (...args: unknown[]) => object
        function Counted(...args: unknown[]) {
          window.formattersBuilt.push(`${kind} ${JSON.stringify(args)} ${new Error().stack?.split('\n')[2]?.trim()}`)
          return new Built(...args)
        }
        Object.assign(Counted, { prototype: Built.prototype, supportedLocalesOf: Intl[kind].supportedLocalesOf })
        Object.defineProperty(Intl, kind, { value: Counted, configurable: true, writable: true })
      }
    })
    await page.goto(path)
    // Hydrated, and the code loaded after hydration (the banner's library, the loading bar) has run.
    await page.waitForLoadState('networkidle')
    const built = await page.evaluate(
      () => new Promise<string[]>((resolve) => requestIdleCallback(() => resolve(window.formattersBuilt))),
    )
    expect(built).toEqual([])
  })
}

import { expect, test, type Page } from '@playwright/test'
import { apiSession, nathalie, pricedForNathalie, serverQuantities, syncCart } from './support/cart'
import type { Doc } from './support/catalogue'
import { signIn } from './support/session'

/**
 * Two tabs of /cart on the same account, the buyer pressing + and − in both at once: every press
 * reaches the order system once, as the change it was, and both tabs end showing the order system's
 * quantity. The presses come a few milliseconds apart, as fast as a buyer's repeated clicks.
 */

const PRESSES = 30

/** The line's stepper on /cart. */
const stepper = (tab: Page) => tab.getByTestId('cart-line').getByRole('group')

/**
 * `times` presses of the line's button, `gap` ms apart: clicks dispatched in the page, as fast as a
 * buyer's double-clicks, without waiting for the page to render in between (Playwright's own clicks
 * wait for the element each time, tens of ms).
 */
async function press(tab: Page, name: 'Augmenter la quantité' | 'Diminuer la quantité', times: number, gap = 5) {
  await tab.evaluate(
    async ({ name, times, gap }) => {
      for (let i = 0; i < times; i++) {
        const button = document.querySelector<HTMLButtonElement>(
          `[data-testid="cart-line"] button[aria-label="${name}"]`,
        )
        button?.click()
        await new Promise((resolve) => setTimeout(resolve, gap))
      }
    },
    { name, times, gap },
  )
}

/** Both tabs with nothing left to send, the line at `qty` (the order system's figure). */
async function expectSettled(tabs: Page[], qty: number) {
  for (const tab of tabs) {
    await expect(tab.getByText('En attente d’envoi')).toHaveCount(0, { timeout: 20_000 })
    await expect(stepper(tab).getByRole('spinbutton')).toHaveValue(String(qty))
  }
}

/** The buyer's cart holds `qty` of `doc`; two tabs of /cart show it. */
async function twoCartTabs(page: Page, doc: Doc, qty: number): Promise<[Page, Page]> {
  await signIn(page, nathalie.login, '/cart')
  const other = await page.context().newPage()
  await other.goto('/cart')
  await page.reload()
  for (const tab of [page, other]) await expect(stepper(tab).getByRole('spinbutton')).toHaveValue(String(qty))
  return [page, other]
}

test.describe('the cart in two tabs', () => {
  test(`+ pressed ${PRESSES} times in each of two tabs at once adds ${2 * PRESSES}`, async ({ page, playwright }) => {
    test.setTimeout(120_000)
    const api = await apiSession(playwright)
    const [doc] = pricedForNathalie(1) as [Doc]
    await syncCart(api, [{ product_id: doc.id, qty: 1 }])
    const tabs = await twoCartTabs(page, doc, 1)

    await Promise.all(tabs.map((tab) => press(tab, 'Augmenter la quantité', PRESSES)))

    const expected = 1 + 2 * PRESSES
    await expect.poll(() => serverQuantities(api), { timeout: 30_000 }).toEqual({ [doc.id]: expected })
    await expectSettled(tabs, expected)
    await api.dispose()
  })

  test(`− pressed in one tab while + is pressed in the other adds up both`, async ({ page, playwright }) => {
    test.setTimeout(120_000)
    const api = await apiSession(playwright)
    const [doc] = pricedForNathalie(1) as [Doc]
    const start = 20
    await syncCart(api, [{ product_id: doc.id, qty: start }])
    const [plus, minus] = await twoCartTabs(page, doc, start)

    await Promise.all([press(plus, 'Augmenter la quantité', PRESSES), press(minus, 'Diminuer la quantité', 15)])

    const expected = start + PRESSES - 15
    await expect.poll(() => serverQuantities(api), { timeout: 30_000 }).toEqual({ [doc.id]: expected })
    await expectSettled([plus, minus], expected)
    await api.dispose()
  })
})

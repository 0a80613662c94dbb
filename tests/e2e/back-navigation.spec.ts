import { expect, test } from '@playwright/test'

/**
 * A buyer who follows a link far down a long page and comes back expects to find it where it was: the
 * browser restores the page at the same offset, which holds only if every block above it has its real
 * height on return (docs/adr/0036-blocks-below-the-first-screen-laid-out-on-approach.md).
 */
test('back from a link far down home lands where the buyer left it', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/')
  const blocks = page.locator('[data-cms-page="home"] > [data-block]')
  const link = blocks
    .nth((await blocks.count()) - 2)
    .getByRole('link')
    .first()
  const href = await link.getAttribute('href')
  await link.scrollIntoViewIfNeeded()
  const top = (await link.boundingBox())!.y

  await link.click()
  await page.waitForURL((url) => url.pathname === href)
  await page.goBack()
  await page.waitForURL((url) => url.pathname === '/')

  await expect(link).toBeInViewport()
  await expect.poll(async () => Math.round((await link.boundingBox())!.y - top)).toBe(0)
})

import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { allCategories, allProducts, productPath } from './support/catalogue'
import { modelWithVariants, onRequestModel, plainProduct, sitemapUrls } from './support/crawler'

/**
 * The W3C Nu Html Checker (vnu.jar, run with the machine's Java) over the server HTML of every public
 * template and of the 404: what a browser without JavaScript, a crawler or an assistive technology
 * parses first. No error is allowed; warnings and notes are left to review.
 */

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

interface NuMessage {
  type: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

/** Every public template: the sitemap's fixed and CMS pages, then one page of each catalogue kind. */
async function publicPages(request: APIRequestContext): Promise<Array<{ path: string; status: number }>> {
  const catalogue = new Set([
    ...allProducts().map((doc) => `/${doc.url_key}`),
    ...allCategories().map((c) => (c.level === 0 ? `/univers/${c.url_key}` : `/${c.url_key}`)),
  ])
  const fixed = (await sitemapUrls(request)).map((url) => new URL(url).pathname).filter((p) => !catalogue.has(p))
  const ok = (paths: string[]) => paths.map((p) => ({ path: p, status: 200 }))
  return [
    ...ok(fixed),
    ...ok([
      '/univers/vetements-de-travail',
      '/vestes-et-blousons',
      '/vestes-et-blousons?page=2',
      '/vestes-et-blousons?taille=L',
      productPath(modelWithVariants().main),
      productPath(plainProduct()),
      productPath(onRequestModel().main),
      `/product-contact/${plainProduct().id}`,
      '/search',
      '/search?q=gants',
      '/cart',
      '/commande-rapide',
      '/account/login',
      '/account/register',
      '/account/password-reset',
    ]),
    { path: '/cette-page-nexiste-pas', status: 404 },
    { path: '/univers/univers-inexistant', status: 404 },
  ]
}

test('the Nu Html Checker finds no error in the server HTML of any public page', async ({ request }) => {
  test.setTimeout(180_000)
  const java = spawnSync('java', ['-version'])
  if (java.error) throw new Error('Java est introuvable : installez-le (Debian : apt-get install default-jre-headless)')

  const dir = mkdtempSync(path.join(tmpdir(), 'nu-'))
  try {
    const files = new Map<string, string>()
    for (const [index, page] of (await publicPages(request)).entries()) {
      const response = await request.get(page.path)
      expect(response.status(), page.path).toBe(page.status)
      const file = path.join(dir, `${index}.html`)
      writeFileSync(file, await response.text())
      files.set(`file:${file}`, page.path)
    }
    const run = spawnSync(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files.keys()].map((arg) =>
        arg.replace(/^file:/, ''),
      ),
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(run.stdout) as { messages: NuMessage[] }
    const errors = messages
      .filter((message) => message.type === 'error')
      .map((message) => `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message}`)
    expect(errors).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

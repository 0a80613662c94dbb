import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SEARCH_DIR, writeSearchDocuments } from '../../demo/catalogue/generate'
import { demoConfig } from '../../demo/config'
import { formatRelevance, measureRelevance } from './relevance'

/**
 * `npm run bench:relevance [-- --products N | --dir DOSSIER] [--json FICHIER]`: the relevance part of
 * the bench alone, in seconds. By default over a fresh catalogue the size of the demo's.
 */

const { values } = parseArgs({
  options: { products: { type: 'string' }, dir: { type: 'string' }, json: { type: 'string' } },
})

const products = Number(values.products ?? demoConfig.products)
if (!Number.isInteger(products) || products < 1)
  throw new Error(`--products doit être un entier positif (reçu : ${values.products})`)

const work = values.dir ? null : await mkdtemp(path.join(os.tmpdir(), 'relevance-'))
try {
  let searchDir = values.dir ? path.resolve(values.dir) : ''
  if (work) {
    await writeSearchDocuments({ dataDir: work, products, cmsUrl: demoConfig.urls.cms })
    searchDir = SEARCH_DIR(work)
  }
  const figures = await measureRelevance(searchDir)
  console.log(formatRelevance(figures))
  if (values.json) await writeFile(values.json, `${JSON.stringify(figures, null, 2)}\n`)
} finally {
  if (work) await rm(work, { recursive: true, force: true })
}

import path from 'node:path'
import { parseArgs } from 'node:util'
import { demoConfig } from '../config'
import { DEFAULT_SEED, generateCatalogue } from './generate'

const USAGE = `Usage :
  npx tsx demo/catalogue/cli.ts generate [--products N] [--out DOSSIER] [--seed N] [--cms URL]
Pour charger le catalogue dans Elasticsearch : npm run search:index -- DOSSIER/search`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    products: { type: 'string' },
    out: { type: 'string' },
    seed: { type: 'string' },
    cms: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})

const dataDir = path.resolve(values.out ?? demoConfig.dataDir)

function integerOption(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} doit être un entier positif (reçu : ${raw})`)
  return value
}

async function generate() {
  const started = performance.now()
  const manifest = await generateCatalogue({
    dataDir,
    products: integerOption('products', values.products, demoConfig.products),
    seed: integerOption('seed', values.seed, DEFAULT_SEED),
    cmsUrl: values.cms ?? demoConfig.urls.cms,
    indexPrefix: process.env.ELASTICSEARCH_INDEX?.trim() || undefined,
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `${manifest.products} produits (${manifest.models} modèles), ${manifest.categories} catégories, ` +
      `${manifest.images} illustrations, ${manifest.technicalSheets} fiches techniques en ${seconds} s → ${dataDir}`,
  )
  console.log(
    `Index : ${manifest.files.product}, ${manifest.files.category} (empreinte ${manifest.contentHash.slice(0, 12)})`,
  )
}

const commands: Record<string, () => Promise<void>> = { generate }
const command = commands[positionals[0] ?? '']
if (values.help || !command) {
  console.log(USAGE)
  process.exitCode = values.help ? 0 : 1
} else {
  try {
    await command()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  }
}

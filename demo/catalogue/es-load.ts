import path from 'node:path'
import type { Client, estypes } from '@elastic/elasticsearch'
import { INDEX_SETTINGS, categoryMappings, productMappings } from '../../lib/search/es-index'
import { SEARCH_DIR, readManifest, type CatalogueManifest } from './generate'
import { readNdjson } from './ndjson'

/**
 * Loads the generated NDJSON into Elasticsearch without a window where the shop sees an empty or
 * half-filled index: each load goes into a new concrete index, and the name the shop queries is an
 * alias switched over in one atomic call once the bulk load is complete.
 */

export interface IndexPlan {
  /** Name the shop queries: `{index}_{locale}`. */
  alias: string
  /** Concrete index, named after the content hash so a reload of the same data is recognisable. */
  index: string
  file: string
  settings: estypes.IndicesIndexSettings
  mappings: estypes.MappingTypeMapping
}

export function indexPlans(dataDir: string, manifest: CatalogueManifest): IndexPlan[] {
  const suffix = manifest.contentHash.slice(0, 12)
  const plan = (file: string, mappings: estypes.MappingTypeMapping): IndexPlan => {
    const alias = file.replace(/\.ndjson$/, '')
    return {
      alias,
      index: `${alias}-${suffix}`,
      file: path.join(SEARCH_DIR(dataDir), file),
      settings: INDEX_SETTINGS,
      mappings,
    }
  }
  return [
    plan(manifest.files.product, productMappings(manifest.roles)),
    plan(manifest.files.category, categoryMappings()),
  ]
}

/** The bulk action line for a document: its own id, so a retried load overwrites rather than duplicates. */
export const bulkAction = (index: string) => (document: { id: number }) => ({
  index: { _index: index, _id: String(document.id) },
})

export interface LoadReport {
  alias: string
  index: string
  documents: number
}

async function loadIndex(client: Client, plan: IndexPlan): Promise<LoadReport> {
  // Same content already live: reloading would only take it offline for a while.
  if (await client.indices.existsAlias({ name: plan.alias, index: plan.index })) {
    return { alias: plan.alias, index: plan.index, documents: (await client.count({ index: plan.index })).count }
  }
  await client.indices.delete({ index: plan.index, ignore_unavailable: true })
  await client.indices.create({ index: plan.index, settings: plan.settings, mappings: plan.mappings })
  const dropped: string[] = []
  const stats = await client.helpers.bulk<{ id: number }>({
    datasource: readNdjson<{ id: number }>(plan.file),
    onDocument: bulkAction(plan.index),
    onDrop: (failure) => dropped.push(`${failure.document.id}: ${JSON.stringify(failure.error)}`),
    flushBytes: 5_000_000,
    concurrency: 2,
    refreshOnCompletion: plan.index,
  })
  if (stats.failed > 0) {
    throw new Error(`${stats.failed} documents refusés par ${plan.index} : ${dropped.slice(0, 3).join(' ; ')}`)
  }

  // An index created by hand under the alias name would block the alias.
  const concreteUnderAlias =
    (await client.indices.exists({ index: plan.alias })) && !(await client.indices.existsAlias({ name: plan.alias }))
  if (concreteUnderAlias) await client.indices.delete({ index: plan.alias })
  await client.indices.updateAliases({
    actions: [
      { remove: { index: `${plan.alias}-*`, alias: plan.alias, must_exist: false } },
      { add: { index: plan.index, alias: plan.alias } },
    ],
  })
  const previous = Object.keys(await client.indices.get({ index: `${plan.alias}-*` })).filter(
    (name) => name !== plan.index,
  )
  if (previous.length > 0) await client.indices.delete({ index: previous })
  return { alias: plan.alias, index: plan.index, documents: stats.successful }
}

export async function loadIntoElasticsearch(client: Client, dataDir: string): Promise<LoadReport[]> {
  const manifest = await readManifest(dataDir)
  if (!manifest) throw new Error(`Aucun catalogue dans ${dataDir} : lancez d’abord « generate ».`)
  const reports: LoadReport[] = []
  for (const plan of indexPlans(dataDir, manifest)) reports.push(await loadIndex(client, plan))
  return reports
}

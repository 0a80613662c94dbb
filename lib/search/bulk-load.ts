import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { access, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Client, estypes } from '@elastic/elasticsearch'
import { z } from 'zod'
import {
  DEFAULT_INDEX_PREFIX,
  SEARCH_LOCALE,
  categoryDocumentSchema,
  productDocumentSchema,
  searchIndexNames,
} from './documents'
import { INDEX_SETTINGS, categoryMappings, productMappings } from './es-index'
import { readNdjsonLines } from './ndjson'

/**
 * Loads shopinvader search documents (NDJSON, one document a line) into Elasticsearch, the way a real
 * catalogue is served (`npm run search:index`, README « Recherche Elasticsearch »):
 * - each file goes into a new concrete index named after its content and the index definition, created with the settings and
 *   mapping of lib/search/es-index.ts, then the name the shop queries (`{prefix}_{kind}_{locale}`)
 *   becomes an alias switched over in one atomic call: the shop never sees a half-filled index;
 * - a document the shop could not read (not JSON, no id, not a shopinvader document) or that
 *   Elasticsearch refuses is reported with its line, its id and the reason; with any such document
 *   the alias stays on the previous index, unless the operator accepts the rejects;
 * - the same file loaded twice is recognised and left as it is.
 */

type IndexKind = 'product' | 'category'

interface IndexPlan {
  kind: IndexKind
  /** The name the shop queries: `{prefix}_{kind}_{locale}`. */
  alias: string
  /** Concrete index: the alias and the start of the sha256 of the file and the index definition. */
  index: string
  file: string
  /** Non-empty lines, for the progress. */
  documents: number
  settings: estypes.IndicesIndexSettings
  mappings: estypes.MappingTypeMapping
}

export interface RejectedDocument {
  file: string
  line: number
  id?: number | string
  /** Elasticsearch's status, absent when the shop refused it before sending. */
  status?: number
  reason: string
}

export interface LoadProgress {
  alias: string
  done: number
  total: number
}

interface LoadReport {
  alias: string
  index: string
  documents: number
  rejected: number
  /** False when the alias was left on the previous index. */
  switched: boolean
}

export interface LoadOptions {
  onProgress?: (progress: LoadProgress) => void
  onReject?: (rejected: RejectedDocument) => void
  /** Switch the alias even when documents were rejected. */
  acceptRejects?: boolean
}

const SCHEMAS = { product: productDocumentSchema, category: categoryDocumentSchema } as const

/** Files named as the demo's manifest says, else as the shop queries them. */
const manifestSchema = z.object({ files: z.object({ product: z.string(), category: z.string() }) })

/** The file's content and the index definition: either changing makes a new index. */
async function fingerprint(file: string, definition: unknown): Promise<{ hash: string; lines: number }> {
  const hash = createHash('sha256').update(JSON.stringify(definition))
  let lines = 0
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  for await (const line of readNdjsonLines(file)) if (line) lines += 1
  return { hash: hash.digest('hex'), lines }
}

/** Roles with a price list, from the first product document (later roles get the same mapping dynamically). */
async function priceRoles(file: string): Promise<string[]> {
  for await (const { line } of readNdjsonLines(file)) {
    try {
      const price = (JSON.parse(line) as { price?: unknown }).price
      if (price && typeof price === 'object') return Object.keys(price)
    } catch {
      // An unreadable first line is reported while loading.
    }
    break
  }
  return []
}

async function planIndices(
  dir: string,
  { indexPrefix = DEFAULT_INDEX_PREFIX, locale = SEARCH_LOCALE }: { indexPrefix?: string; locale?: string } = {},
): Promise<IndexPlan[]> {
  const names = searchIndexNames(indexPrefix, locale)
  const manifest = await readFile(path.join(dir, 'manifest.json'), 'utf8').then(
    (text) => manifestSchema.safeParse(JSON.parse(text)).data,
    () => undefined,
  )
  const plans: IndexPlan[] = []
  for (const kind of ['product', 'category'] as const) {
    const file = path.join(dir, manifest?.files[kind] ?? `${names[kind]}.ndjson`)
    try {
      await access(file)
    } catch {
      throw new Error(
        `Fichier introuvable : ${file} (attendu : ${names[kind]}.ndjson, un document shopinvader par ligne)`,
      )
    }
    const mappings = kind === 'product' ? productMappings(await priceRoles(file)) : categoryMappings()
    const { hash, lines } = await fingerprint(file, { settings: INDEX_SETTINGS, mappings })
    plans.push({
      kind,
      alias: names[kind],
      index: `${names[kind]}-${hash.slice(0, 12)}`,
      file,
      documents: lines,
      settings: INDEX_SETTINGS,
      mappings,
    })
  }
  return plans
}

interface Numbered {
  line: number
  id: number | string
  document: Record<string, unknown>
}

/** The lines the shop can read, the others reported one by one. */
async function* readableDocuments(
  plan: IndexPlan,
  reject: (rejected: RejectedDocument) => void,
): AsyncGenerator<Numbered> {
  const schema = SCHEMAS[plan.kind]
  for await (const { line, number } of readNdjsonLines(plan.file)) {
    let document: unknown
    try {
      document = JSON.parse(line)
    } catch (error) {
      reject({ file: plan.file, line: number, reason: `JSON illisible (${(error as Error).message})` })
      continue
    }
    const id = (document as { id?: unknown } | null)?.id
    if (typeof id !== 'number' && typeof id !== 'string') {
      reject({ file: plan.file, line: number, reason: 'document sans id' })
      continue
    }
    const parsed = schema.safeParse(document)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      reject({
        file: plan.file,
        line: number,
        id,
        reason:
          `pas un document shopinvader lisible : ${issue?.path.join('.') || '(racine)'} ${issue?.message ?? ''}`.trim(),
      })
      continue
    }
    yield { line: number, id, document: document as Record<string, unknown> }
  }
}

async function loadIndex(client: Client, plan: IndexPlan, options: LoadOptions): Promise<LoadReport> {
  // Same content already live: reloading would only take it offline for a while.
  if (await client.indices.existsAlias({ name: plan.alias, index: plan.index })) {
    const { count } = await client.count({ index: plan.index })
    return { alias: plan.alias, index: plan.index, documents: count, rejected: 0, switched: true }
  }
  await client.indices.delete({ index: plan.index, ignore_unavailable: true })
  await client.indices.create({ index: plan.index, settings: plan.settings, mappings: plan.mappings })

  let rejected = 0
  let localRejects = 0
  const reject = (document: RejectedDocument) => {
    rejected += 1
    options.onReject?.(document)
  }
  // The line of each document sent, by bulk id, to say which one Elasticsearch refused.
  const lines = new Map<string, number>()
  const stats = await client.helpers.bulk<Numbered>({
    datasource: readableDocuments(plan, (document) => {
      localRejects += 1
      reject(document)
    }),
    // The document's own id: a retried load overwrites rather than duplicates.
    onDocument: (numbered) => {
      lines.set(String(numbered.id), numbered.line)
      return [{ index: { _index: plan.index, _id: String(numbered.id) } }, numbered.document]
    },
    onDrop: (failure) => {
      const id = (failure.operation as { index?: { _id?: string } }).index?._id
      const cause = failure.error
      reject({
        file: plan.file,
        line: id === undefined ? 0 : (lines.get(String(id)) ?? 0),
        ...(id === undefined ? {} : { id }),
        status: failure.status,
        reason: cause ? `${cause.type}${cause.reason ? ` : ${cause.reason}` : ''}` : `statut ${failure.status}`,
      })
    },
    onFlush: (progress) => {
      options.onProgress?.({
        alias: plan.alias,
        done: progress.successful + progress.failed + localRejects,
        total: plan.documents,
      })
    },
    flushBytes: 5_000_000,
    concurrency: 2,
    refreshOnCompletion: plan.index,
  })

  if (rejected > 0 && !options.acceptRejects) {
    // The shop keeps the index it was serving; the half-good copy is not kept either.
    await client.indices.delete({ index: plan.index, ignore_unavailable: true })
    return { alias: plan.alias, index: plan.index, documents: stats.successful, rejected, switched: false }
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
  return { alias: plan.alias, index: plan.index, documents: stats.successful, rejected, switched: true }
}

/** Every index of the folder, products then categories; stops at the first index the cluster refuses. */
export async function loadSearchIndices(
  client: Client,
  dir: string,
  options: LoadOptions & { indexPrefix?: string; locale?: string } = {},
): Promise<LoadReport[]> {
  const reports: LoadReport[] = []
  for (const plan of await planIndices(dir, options)) reports.push(await loadIndex(client, plan, options))
  return reports
}

import path from 'node:path'
import { parseArgs } from 'node:util'
import { Client } from '@elastic/elasticsearch'
import { loadSearchIndices, type LoadProgress } from '../lib/search/bulk-load'
import { DEFAULT_INDEX_PREFIX, SEARCH_LOCALE } from '../lib/search/documents'

/**
 * `npm run search:index -- <dossier>`: loads the shopinvader NDJSON documents of a folder into the
 * Elasticsearch of ELASTICSEARCH_URL (lib/search/bulk-load.ts), with its progress and every rejected
 * document on the terminal. Exits with 1 when an index was left as it was.
 */

const USAGE = `Usage : npm run search:index -- <dossier> [--accepter-rejets] [--locale fr_fr]
  <dossier> contient {ELASTICSEARCH_INDEX}_product_{locale}.ndjson et {ELASTICSEARCH_INDEX}_category_{locale}.ndjson
  (ou un manifest.json de la démo qui les nomme) ; ELASTICSEARCH_URL est obligatoire.`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'accepter-rejets': { type: 'boolean' },
    locale: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})

const number = (value: number) => value.toLocaleString('fr-FR')

/** The cluster's address as it can be printed: a user and password in the URL stay out of the logs. */
function withoutCredentials(node: string): string {
  try {
    const url = new URL(node)
    if (url.username || url.password) url.username = url.password = '***'
    return url.toString()
  } catch {
    return '(ELASTICSEARCH_URL illisible)'
  }
}

async function main(): Promise<number> {
  const [dir] = positionals
  const node = process.env.ELASTICSEARCH_URL?.trim()
  if (values.help || !dir) {
    console.log(USAGE)
    return values.help ? 0 : 1
  }
  if (!node) {
    console.error('ELASTICSEARCH_URL n’est pas défini : impossible de charger Elasticsearch.')
    return 1
  }
  const client = new Client({ node })
  let shown = 0
  const progress = ({ alias, done, total }: LoadProgress) => {
    // At most one line a second, and the last one.
    if (done < total && Date.now() - shown < 1000) return
    shown = Date.now()
    console.log(
      `${alias} : ${number(done)} / ${number(total)} documents (${Math.round((100 * done) / Math.max(total, 1))} %)`,
    )
  }
  try {
    const reports = await loadSearchIndices(client, path.resolve(dir), {
      indexPrefix: process.env.ELASTICSEARCH_INDEX?.trim() || DEFAULT_INDEX_PREFIX,
      locale: values.locale ?? SEARCH_LOCALE,
      acceptRejects: values['accepter-rejets'] === true,
      onProgress: progress,
      onReject: ({ file, line, id, reason }) =>
        console.error(
          `Refusé : ${path.basename(file)} ligne ${line}${id === undefined ? '' : ` (id ${id})`} : ${reason}`,
        ),
    })
    for (const report of reports) {
      console.log(
        report.switched
          ? `${report.alias} → ${report.index} : ${number(report.documents)} documents` +
              (report.rejected > 0 ? `, ${number(report.rejected)} refusés` : '')
          : `${report.alias} inchangé : ${number(report.rejected)} documents refusés (relancer avec --accepter-rejets pour servir les autres)`,
      )
    }
    return reports.every((report) => report.switched) ? 0 : 1
  } catch (error) {
    console.error(
      `Chargement interrompu (${withoutCredentials(node)}) : ${error instanceof Error ? error.message : error}`,
    )
    return 1
  } finally {
    await client.close()
  }
}

process.exitCode = await main()

import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Writes i18n/messages.generated.ts: the type of messages/fr.json with every message as its literal
 * text, so next-intl types each call's arguments from the message itself (i18n/app-config.d.ts). A plain
 * `{rate}` then takes a string only: a number must be written through lib/format (or the message must
 * say `{rate, number}`), never printed raw as `25.04`. JSON imports are typed with plain strings, so the
 * type is generated; `npm run typecheck` writes it first, and the file is not committed.
 */
export const MESSAGES_FILE = fileURLToPath(new URL('../messages/fr.json', import.meta.url))
export const TYPES_FILE = fileURLToPath(new URL('../i18n/messages.generated.ts', import.meta.url))
const TS_BUILD_INFO = fileURLToPath(new URL('../tsconfig.tsbuildinfo', import.meta.url))

export function messagesTypeSource(messages) {
  return [
    '// Written by scripts/messages-types.mjs from messages/fr.json (npm run typecheck). Do not edit.',
    `export type Messages = ${JSON.stringify(messages, null, 2)}`,
    '',
  ].join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = messagesTypeSource(JSON.parse(readFileSync(MESSAGES_FILE, 'utf8')))
  if (!existsSync(TYPES_FILE) || readFileSync(TYPES_FILE, 'utf8') !== source) {
    writeFileSync(TYPES_FILE, source)
    // tsc's incremental cache does not see that the messages' types reach every file through next-intl's
    // AppConfig: with new messages, every file is checked again.
    rmSync(TS_BUILD_INFO, { force: true })
  }
}

import { dirname, join } from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { createTranslator } from 'next-intl'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import json from '@/messages/fr.json'
import { messagesTypeSource, TYPES_FILE } from '@/scripts/messages-types.mjs'

/**
 * A number in a message is written the French way ("25,04", "1 234"), never as JavaScript prints it
 * ("25.04"). Either the message formats it (`{n, number}`, `{n, plural, …}`), or the call site passes
 * text made by lib/format; a plain `{n}` given a number would print it raw. The types next-intl derives
 * from each message (i18n/app-config.d.ts) make that a type error at every call site, which
 * `npm run typecheck` reports; this test checks, over every message, that they do.
 */

type Kind = 'text' | 'number' | 'select' | 'tag' | 'date'

/** Every argument of a message, with what it takes. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, Kind>()): Map<string, Kind> {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.set(element.value, found.get(element.value) ?? 'text')
    else if (element.type === TYPE.number || element.type === TYPE.plural) found.set(element.value, 'number')
    else if (element.type === TYPE.select) found.set(element.value, 'select')
    else if (element.type === TYPE.date || element.type === TYPE.time) found.set(element.value, 'date')
    else if (element.type === TYPE.tag) found.set(element.value, 'tag')
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found)
    if (element.type === TYPE.tag) argumentsOf(element.children, found)
  }
  return found
}

function leaves(tree: object, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  )
}

const messages = leaves(json).map(([key, text]) => ({ key, text, args: argumentsOf(parse(text)) }))
const withArguments = messages.filter((message) => message.args.size > 0)

/** A value a call site may pass for an argument of this kind (a number only where the message formats it). */
function valueSource(kind: Kind): string {
  if (kind === 'number') return '1234.5'
  if (kind === 'tag') return '(chunks: unknown) => chunks'
  if (kind === 'date') return 'new Date(0)'
  return "'other'"
}

/** Type-checks calls of every message through next-intl's types; the line numbers of the calls refused. */
function refusedLines(calls: string[]): Set<number> {
  const snippet = join(dirname(TYPES_FILE), 'message-arguments.check.ts')
  // The translator the shop's components get, typed by i18n/app-config.d.ts (never run, only checked).
  const header = ["import { useTranslations } from 'next-intl'", 'const t = useTranslations()']
  const sources = new Map([
    [snippet, [...header, ...calls].join('\n')],
    [TYPES_FILE, messagesTypeSource(json)],
  ])
  const config = ts.getParsedCommandLineOfConfigFile(
    join(dirname(TYPES_FILE), '..', 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )!
  const options = { ...config.options, noEmit: true, incremental: false }
  const host = ts.createCompilerHost(options)
  const readFile = host.readFile.bind(host)
  const fileExists = host.fileExists.bind(host)
  host.readFile = (file) => sources.get(file) ?? readFile(file)
  host.fileExists = (file) => sources.has(file) || fileExists(file)
  const program = ts.createProgram([snippet, join(dirname(TYPES_FILE), 'app-config.d.ts')], options, host)
  const refused = new Set<number>()
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    if (diagnostic.file?.fileName !== snippet || diagnostic.start === undefined) {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    }
    refused.add(diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line - header.length)
  }
  return refused
}

describe('numbers in messages', () => {
  it('print the French way wherever a message formats them itself', () => {
    const t = createTranslator({ locale: 'fr', messages: json, timeZone: 'Europe/Paris' })
    const formatting = withArguments.filter((message) => [...message.args.values()].includes('number'))
    expect(formatting.length).toBeGreaterThan(10)
    for (const { key, args } of formatting) {
      const values = Object.fromEntries(
        [...args].map(([name, kind]) => [
          name,
          kind === 'number'
            ? 1234.5
            : kind === 'tag'
              ? (chunks: unknown) => chunks
              : kind === 'date'
                ? new Date(0)
                : 'x',
        ]),
      )
      const text = String((t as (key: string, values: object) => unknown)(key, values))
      expect(text, key).not.toMatch(/1234|1,234/)
    }
  })

  it('cannot be passed raw to a message that prints its argument as it is given', () => {
    const calls: string[] = []
    const expectRefused = new Set<number>()
    for (const { key, args } of withArguments) {
      const call = (raw?: string) =>
        `t('${key}', { ${[...args].map(([name, kind]) => `'${name}': ${name === raw ? '1234.5' : valueSource(kind)}`).join(', ')} })`
      // The call as a call site may write it, with text for every plain argument: accepted.
      calls.push(call())
      for (const [name, kind] of args) {
        if (kind !== 'text') continue
        expectRefused.add(calls.length)
        calls.push(call(name))
      }
    }
    expect(expectRefused.size).toBeGreaterThan(50)
    const refused = refusedLines(calls)
    const wrong = [...new Set([...refused, ...expectRefused])]
      .filter((line) => refused.has(line) !== expectRefused.has(line))
      .map((line) => `${refused.has(line) ? 'refused' : 'accepted'}: ${calls[line]}`)
    expect(wrong).toEqual([])
  }, 60_000)
})

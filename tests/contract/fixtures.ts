import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { vi } from 'vitest'

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')
const read = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8')

/**
 * Payloads written from the upstream shopinvader v2 schemas (odoo-shopinvader 16.0 and the later
 * modules of README "Brancher un vrai shopinvader"), not from this shop's own schemas or its demo:
 * what a plain Odoo sends, with its states, extra keys, nulls, float quantities and missing blocks.
 */
export function fixture<T = unknown>(name: string): T {
  return JSON.parse(read(name)) as T
}

export function ndjsonFixture(name: string): unknown[] {
  return read(name)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown)
}

/** A back end answering each path (without its query) with a fixture, 404 elsewhere. */
export function backendAnswering(routes: Record<string, unknown>) {
  return vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input)).pathname.slice(1)
    return path in routes ? Response.json(routes[path]) : Response.json({ detail: 'Introuvable.' }, { status: 404 })
  })
}

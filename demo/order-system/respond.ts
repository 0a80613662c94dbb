import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'

/** A refusal with a French `detail`, thrown from anywhere in a handler and answered by `onError`. */
export class OrderSystemError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly fields?: Record<string, string>,
  ) {
    super(detail)
    this.name = 'OrderSystemError'
  }
}

export const notFound = (detail: string) => new OrderSystemError(404, detail)
export const badRequest = (detail: string) => new OrderSystemError(400, detail)
export const forbidden = (detail: string) => new OrderSystemError(403, detail)

/**
 * Sends an answer in the demo's own shape (./shapes.ts). It is not checked against the shop's schemas:
 * the shop's contract tests (tests/contract) are the second opinion, written from upstream shopinvader.
 */
export function respond<T extends object>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json(data as never, status)
}

/** A stored record as the API answers it: without the bookkeeping the demo keeps beside it (owner, PDF data). */
export function answerOf<T extends object, K extends keyof T>(record: T, ...bookkeeping: K[]): Omit<T, K> {
  const hidden = new Set<PropertyKey>(bookkeeping)
  return Object.fromEntries(Object.entries(record).filter(([key]) => !hidden.has(key))) as Omit<T, K>
}

function invalid(error: z.ZodError): OrderSystemError {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message
  return new OrderSystemError(422, `Requête invalide : ${Object.values(fields).join(' ')}`, fields)
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw invalid(parsed.error)
  return parsed.data
}

/**
 * JSON body; an empty body counts as `{}` since several calls take no payload. A body must be declared
 * as JSON: that content type needs a CORS preflight, so another site cannot post one with a form.
 */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text()
  let value: unknown = {}
  if (text.trim() !== '') {
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      throw new OrderSystemError(
        415,
        'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).',
      )
    }
    try {
      value = JSON.parse(text)
    } catch {
      throw new OrderSystemError(400, 'Le corps de la requête n’est pas du JSON valide.')
    }
  }
  return parseWith(schema, value)
}

export function queryOf<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query())
}

/** Route ids are Odoo integer ids; anything else cannot name a record. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? ''
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id)) throw notFound('Document introuvable.')
  return id
}

import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import type { ErrorBody } from '../shapes'

/** A French error the shop can show as is (FastAPI's `{ detail }`). */
export function problem(c: Context, status: ContentfulStatusCode, detail: string, fields?: Record<string, string>) {
  const body: ErrorBody = fields ? { detail, fields } : { detail }
  return c.json(body, status)
}

/** Sends an answer in the demo's own shape (../shapes.ts), unchecked against the shop's schemas. */
export function respond<T extends object>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json(data as never, status)
}

/** The 422 answer of a payload that failed its schema: the first message, and one per field. */
export function invalid(c: Context, error: z.ZodError) {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  return problem(c, 422, error.issues[0]?.message ?? 'Données invalides.', fields)
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response }

/** Reads and validates a JSON body. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.output<S>>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    return { ok: false, response: problem(c, 400, 'Le corps de la requête doit être du JSON.') }
  }
  const parsed = schema.safeParse(body)
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, response: invalid(c, parsed.error) }
}

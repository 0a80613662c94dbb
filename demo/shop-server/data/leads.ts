import { randomUUID } from 'node:crypto'
import type { Context, Env, Hono, Next } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { shopServerPaths } from '../../../lib/shop-server/paths'
import type { DemoContext } from '../../context'
import { checkLeadFile } from './lead-files'
import { clientAddress, createRateLimiter, type RateLimit } from './rate-limit'
import { findCountry } from './reference'
import { invalid, problem, respond } from './respond'
import {
  LEAD_DATA_FIELD,
  LEAD_FILES_FIELD,
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_MAX_COUNT,
  LEAD_FILE_RULES_TEXT,
  leadInput,
} from '../inputs'
import type { Lead } from '../shapes'

/** The contact form is anonymous, so it is throttled per client address instead of per account. */
export const LEAD_RATE_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60 * 1000 }

/** Room for the JSON part and the multipart framing around the largest accepted file. */
const MAX_BODY_BYTES = LEAD_FILE_MAX_BYTES * LEAD_FILE_MAX_COUNT + 64 * 1024

export const LEAD_KIND = 'lead'
/** Attachments are documents under random ids, never files under a served folder. */
export const LEAD_FILE_KIND = 'lead-file'

interface StoredLeadFile {
  lead_id: number
  name: string
  content_type: string
  size: number
  base64: string
}

type Upload = { name: string; bytes: Uint8Array }

/** Multipart parts as Hono gives them: a field sent once is a value, sent twice an array. */
function partsOf(value: unknown): unknown[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

async function uploadsOf(value: unknown): Promise<Upload[] | 'not-a-file'> {
  const uploads: Upload[] = []
  for (const part of partsOf(value)) {
    // An empty file input still sends a nameless, empty part, which some parsers read as ''.
    if (part === '' || (part instanceof File && part.name === '' && part.size === 0)) continue
    if (!(part instanceof File)) return 'not-a-file'
    uploads.push({ name: part.name, bytes: new Uint8Array(await part.arrayBuffer()) })
  }
  return uploads
}

export function registerLeadRoutes<E extends Env>(
  app: Hono<E>,
  ctx: DemoContext,
  options: { rateLimit?: RateLimit } = {},
) {
  const limiter = createRateLimiter(options.rateLimit ?? LEAD_RATE_LIMIT)

  const throttle = async (c: Context, next: Next) => {
    const verdict = limiter.hit(clientAddress(c))
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds))
      return problem(c, 429, 'Trop de demandes envoyées. Réessayez dans quelques minutes.')
    }
    await next()
  }

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => problem(c, 413, `Le fichier est trop volumineux (${LEAD_FILE_RULES_TEXT}).`),
  })

  app.post(`/${shopServerPaths.leads}`, throttle, limitBody, async (c) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      return problem(c, 415, 'Le formulaire doit être envoyé en multipart/form-data.')
    }
    let form: Record<string, unknown>
    try {
      form = await c.req.parseBody({ all: true })
    } catch {
      return problem(c, 400, 'Le formulaire envoyé est illisible.')
    }

    const [data, ...extra] = partsOf(form[LEAD_DATA_FIELD])
    if (typeof data !== 'string' || extra.length > 0) {
      return problem(c, 400, `Le champ « ${LEAD_DATA_FIELD} » doit contenir la demande au format JSON.`)
    }
    let json: unknown
    try {
      json = JSON.parse(data)
    } catch {
      return problem(c, 400, `Le champ « ${LEAD_DATA_FIELD} » doit contenir la demande au format JSON.`)
    }
    const parsed = leadInput.safeParse(json)
    if (!parsed.success) return invalid(c, parsed.error)
    const input = parsed.data

    const country = input.country == null ? null : findCountry(input.country)
    if (country === undefined)
      return problem(c, 422, 'Ce pays n’est pas proposé.', { country: 'Ce pays n’est pas proposé.' })

    const uploads = await uploadsOf(form[LEAD_FILES_FIELD])
    if (uploads === 'not-a-file') return problem(c, 400, `Le champ « ${LEAD_FILES_FIELD} » doit contenir un fichier.`)
    if (uploads.length > LEAD_FILE_MAX_COUNT) {
      return problem(c, 422, `Un seul fichier peut être joint (${LEAD_FILE_RULES_TEXT}).`)
    }
    const checked = []
    for (const upload of uploads) {
      const check = checkLeadFile(upload.name, upload.bytes)
      if (!check.ok) return problem(c, check.status, check.detail, { [LEAD_FILES_FIELD]: check.detail })
      checked.push({ ...check, bytes: upload.bytes })
    }

    const id = await ctx.store.nextId(LEAD_KIND)
    const text = (value: string | null | undefined) => (value ? value : null)
    const lead: Lead = {
      id,
      subject: input.subject,
      email: input.email,
      name: input.name,
      phone: text(input.phone),
      mobile: text(input.mobile),
      company: text(input.company),
      street: text(input.street),
      street2: text(input.street2),
      zip: text(input.zip),
      city: text(input.city),
      country,
      description: input.description,
      attachments: checked.map((f) => ({ name: f.name, size: f.bytes.byteLength, content_type: f.mime })),
    }
    for (const file of checked) {
      const stored: StoredLeadFile = {
        lead_id: id,
        name: file.name,
        content_type: file.mime,
        size: file.bytes.byteLength,
        base64: Buffer.from(file.bytes).toString('base64'),
      }
      await ctx.store.put(LEAD_FILE_KIND, randomUUID(), null, stored)
    }
    await ctx.store.put(LEAD_KIND, String(id), null, { ...lead, received_at: new Date().toISOString() })
    return respond(c, { size: 1, data: [lead] }, 201)
  })
}

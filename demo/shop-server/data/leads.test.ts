import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { shopServerPaths } from '../../../lib/shop-server/paths'
import { errorBodySchema } from '../../../lib/shop-server/schemas/common'
import {
  LEAD_DATA_FIELD,
  LEAD_FILES_FIELD,
  LEAD_FILE_MAX_BYTES,
  leadResponseSchema,
  type LeadFormValues,
} from '../../../lib/shop-server/schemas/lead'
import { LEAD_FILE_KIND, LEAD_RATE_LIMIT } from './leads'
import { createTestShop, type TestShop } from './testing'

vi.mock('../../order-system/products', () => ({ productIndex: async () => new Map() }))

let shop: TestShop
beforeAll(async () => {
  shop = await createTestShop()
})
afterAll(() => shop.close())

/** Each test sends from its own address, so the throttle of one does not reach the others. */
let lastIp = 0
const nextIp = () => `192.0.2.${++lastIp}`

const lead: LeadFormValues = {
  subject: 'Demande de devis',
  email: 'achats@mairie-exemple.fr',
  name: 'Nathalie Girard',
  company: 'Commune de Saint-Aubin-sur-Loire',
  phone: '+33 2 99 00 10 04',
  zip: '49250',
  city: 'Saint-Aubin-sur-Loire',
  country: 76,
  description: 'Bonjour, nous souhaitons un devis pour 40 gilets haute visibilité.',
}

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n')
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

/** A client address as the Node server would expose it, so each test has its own rate-limit bucket. */
const from = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } })

function send(data: unknown, files: { name: string; bytes: Uint8Array; type?: string }[] = [], ip = nextIp()) {
  const form = new FormData()
  form.append(LEAD_DATA_FIELD, JSON.stringify(data))
  for (const f of files)
    form.append(
      LEAD_FILES_FIELD,
      new File([f.bytes as BlobPart], f.name, { type: f.type ?? 'application/octet-stream' }),
    )
  return shop.app.request(`/${shopServerPaths.leads}`, { method: 'POST', body: form }, from(ip))
}

describe('POST leads', () => {
  it('accepts an anonymous lead with a PDF, stored under a random id', async () => {
    const res = await send(lead, [{ name: 'cahier-des-charges.pdf', bytes: PDF, type: 'application/pdf' }])
    expect(res.status).toBe(201)
    const body = leadResponseSchema.parse(await res.json())
    expect(body.size).toBe(1)
    expect(body.data[0]).toMatchObject({
      subject: 'Demande de devis',
      country: { id: 76, code: 'FR', name: 'France' },
      street: null,
      attachments: [{ name: 'cahier-des-charges.pdf', size: PDF.byteLength, content_type: 'application/pdf' }],
    })
    const rows = await shop.ctx.store.db.query<{ id: string }>(
      "select id from docs where kind = $1 and data->>'lead_id' = $2",
      [LEAD_FILE_KIND, String(body.data[0]?.id)],
    )
    expect(rows.rows).toHaveLength(1)
    expect(rows.rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('accepts a lead without a file, and an empty file input', async () => {
    expect((await send(lead)).status).toBe(201)
    expect((await send(lead, [{ name: '', bytes: new Uint8Array() }])).status).toBe(201)
  })

  it('refuses a file whose content does not match its extension', async () => {
    const res = await send(lead, [{ name: 'devis.pdf', bytes: PNG, type: 'application/pdf' }])
    expect(res.status).toBe(422)
    expect(errorBodySchema.parse(await res.json()).detail).toContain('PDF, PNG ou JPEG')
    expect((await send(lead, [{ name: 'script.exe', bytes: PDF }])).status).toBe(422)
  })

  it('accepts a PNG whose name and content agree', async () => {
    expect((await send(lead, [{ name: 'photo.PNG', bytes: PNG, type: 'image/png' }])).status).toBe(201)
  })

  it('refuses a file over 5 MB with 413', async () => {
    const big = new Uint8Array(LEAD_FILE_MAX_BYTES + 1)
    big.set(PDF)
    const res = await send(lead, [{ name: 'gros.pdf', bytes: big }])
    expect(res.status).toBe(413)
    expect(errorBodySchema.parse(await res.json()).detail).toContain('5 Mo')
  })

  it('refuses more than one file and an invalid lead', async () => {
    expect(
      (
        await send(lead, [
          { name: 'a.pdf', bytes: PDF },
          { name: 'b.pdf', bytes: PDF },
        ])
      ).status,
    ).toBe(422)
    const invalid = await send({ ...lead, email: 'pas-un-mail', description: '' })
    expect(invalid.status).toBe(422)
    expect(errorBodySchema.parse(await invalid.json()).fields).toMatchObject({
      email: 'L’adresse e-mail n’est pas valide.',
      description: 'Le message est obligatoire.',
    })
    expect((await send({ ...lead, country: 75 })).status).toBe(422)
  })

  it('throttles one client address after the limit, with Retry-After, and not the others', async () => {
    for (let i = 0; i < LEAD_RATE_LIMIT.max; i++) expect((await send(lead, [], '198.51.100.7')).status).toBe(201)
    const refused = await send(lead, [], '198.51.100.7')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(errorBodySchema.parse(await refused.json()).detail).toBe(
      'Trop de demandes envoyées. Réessayez dans quelques minutes.',
    )
    expect((await send(lead, [], '198.51.100.8')).status).toBe(201)
  })

  it('counts accepted leads only: refused forms and throttled attempts do not lock an address out', async () => {
    const address = '198.51.100.9'
    for (let i = 0; i < 3 * LEAD_RATE_LIMIT.max; i++) {
      expect((await send({ ...lead, email: 'pas-une-adresse' }, [], address)).status).toBe(422)
    }
    for (let i = 0; i < LEAD_RATE_LIMIT.max; i++) expect((await send(lead, [], address)).status).toBe(201)
    for (let i = 0; i < 3; i++) expect((await send(lead, [], address)).status).toBe(429)
  })
})

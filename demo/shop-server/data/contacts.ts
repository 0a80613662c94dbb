import type { Context, Hono, Next } from 'hono'
import { routePattern, shopServerPaths } from '../../../lib/shop-server/paths'
import type { DemoContext } from '../../context'
import { nextPartnerId } from '../../order-system/sequences'
import { requireCustomer, type ShopEnv } from '../session'
import { parseJson, problem, respond } from './respond'
import { contactCreatePayload, contactPayload, type ContactPayload } from '../inputs'
import type { Contact } from '../shapes'

/**
 * Contact persons of managers and collectivities (docs/product/account.md#contacts). Upstream has no
 * path for them, so these routes are our extension, shaped like the address routes.
 */
export const CONTACT_KIND = 'contact'

const CONTACT_KINDS: readonly string[] = ['manager', 'collectivity']

async function findContact(
  ctx: DemoContext,
  customerId: number,
  raw: string | undefined,
): Promise<Contact | undefined> {
  if (!/^\d{1,9}$/.test(raw ?? '')) return undefined
  const r = await ctx.store.db.query<{ data: Contact }>(
    'select data from docs where kind = $1 and id = $2 and owner = $3',
    [CONTACT_KIND, raw, String(customerId)],
  )
  return r.rows[0]?.data
}

export async function saveContact(ctx: DemoContext, customerId: number, contact: Contact): Promise<void> {
  await ctx.store.put(CONTACT_KIND, String(contact.id), String(customerId), contact)
}

/** Blank optional fields are stored as null; an absent key keeps what the contact had. */
function fieldsOf(payload: ContactPayload): Partial<Contact> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined) out[key] = value === '' ? null : value
  }
  return out as Partial<Contact>
}

export function registerContactRoutes(app: Hono<ShopEnv>, ctx: DemoContext) {
  const allowed = async (c: Context<ShopEnv>, next: Next) => {
    if (!CONTACT_KINDS.includes(c.get('customer').kind)) {
      return problem(c, 403, 'La gestion des contacts est réservée aux responsables et aux collectivités.')
    }
    await next()
  }
  const list = `/${shopServerPaths.contacts}`
  const one = routePattern(shopServerPaths.contact)

  app.get(list, requireCustomer(ctx), allowed, async (c) => {
    const contacts = await ctx.store.list<Contact>(CONTACT_KIND, String(c.get('customer').id))
    contacts.sort((a, b) => a.lastname.localeCompare(b.lastname, 'fr') || a.firstname.localeCompare(b.firstname, 'fr'))
    return respond(c, contacts)
  })

  app.post(list, requireCustomer(ctx), allowed, async (c) => {
    const payload = await parseJson(c, contactCreatePayload)
    if (!payload.ok) return payload.response
    const contact: Contact = {
      id: await nextPartnerId(ctx),
      email: null,
      title: null,
      function: null,
      phone: null,
      mobile: null,
      size_info: null,
      agent_manager: false,
      ...fieldsOf(payload.data),
      firstname: payload.data.firstname,
      lastname: payload.data.lastname,
      auth_state: 'none',
    }
    await saveContact(ctx, c.get('customer').id, contact)
    return respond(c, contact, 201)
  })

  app.post(one, requireCustomer(ctx), allowed, async (c) => {
    const customerId = c.get('customer').id
    const current = await findContact(ctx, customerId, c.req.param('id'))
    if (!current) return problem(c, 404, 'Contact introuvable.')
    const payload = await parseJson(c, contactPayload)
    if (!payload.ok) return payload.response
    // The e-mail identifies the person: the shop blanks it on update (docs/product/account.md#contacts) and it stays as it was.
    const changes = fieldsOf(payload.data)
    delete changes.email
    const updated: Contact = { ...current, ...changes }
    await saveContact(ctx, customerId, updated)
    return respond(c, updated)
  })

  app.delete(one, requireCustomer(ctx), allowed, async (c) => {
    const current = await findContact(ctx, c.get('customer').id, c.req.param('id'))
    if (!current) return problem(c, 404, 'Contact introuvable.')
    await ctx.store.remove(CONTACT_KIND, String(current.id))
    return c.body(null, 204)
  })
}

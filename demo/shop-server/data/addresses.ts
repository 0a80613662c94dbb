import type { Context, Hono } from 'hono'
import { addressTypes, shopServerPaths, routePattern, type AddressType } from '../../../lib/shop-server/paths'
import type { DemoContext } from '../../context'
import { nextPartnerId } from '../../order-system/sequences'
import { requireCustomer, type ShopEnv } from '../session'
import { findAddress, listAddresses, removeAddress, saveAddress } from './address-store'
import { DEMO_SETTINGS, FRANCE_ID, findCountry } from './reference'
import { parseJson, problem, respond } from './respond'
import { addressPayload, type AddressPayload } from '../inputs'
import { demoAddress, type Address } from '../shapes'

type References = Pick<Address, 'country' | 'title' | 'state'>

/** Resolves the payload's ids against the settings; a 422 field message for any the shop does not offer. */
function resolveReferences(
  payload: AddressPayload,
  current: References | undefined,
): References | Record<string, string> {
  const errors: Record<string, string> = {}
  const countryId = payload.country_id ?? current?.country?.id ?? FRANCE_ID
  const country = findCountry(countryId)
  if (!country) errors.country_id = 'Ce pays n’est pas proposé.'
  let title = current?.title ?? null
  if (payload.title_id !== undefined) {
    title = DEMO_SETTINGS.titles.find((t) => t.id === payload.title_id) ?? null
    if (!title) errors.title_id = 'Cette civilité n’est pas proposée.'
  }
  let state = current?.state ?? null
  if (payload.state_id !== undefined) {
    const found = payload.state_id === null ? null : DEMO_SETTINGS.states.find((s) => s.id === payload.state_id)
    if (found === undefined) errors.state_id = 'Cette région n’est pas proposée.'
    state = found ? { id: found.id, name: found.name, code: found.code } : null
  }
  if (Object.keys(errors).length > 0 || !country) return errors
  return { country, title, state }
}

const isReferences = (value: References | Record<string, string>): value is References => 'country' in value

/** The payload's text fields, blanks stored as null; absent keys are left out so an update keeps them. */
function textFields(payload: AddressPayload) {
  const { name, street, zip, city } = payload
  const optional = {
    street2: payload.street2,
    phone: payload.phone,
    mobile: payload.mobile,
    email: payload.email,
    vat: payload.vat,
  }
  const present = Object.entries(optional).filter(([, v]) => v !== undefined)
  return { name, street, zip, city, ...Object.fromEntries(present.map(([k, v]) => [k, v === '' ? null : v])) }
}

function idParam(c: Context): number | undefined {
  const raw = c.req.param('id') ?? ''
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined
}

const NOT_FOUND = 'Adresse introuvable.'

export function registerAddressRoutes(app: Hono<ShopEnv>, ctx: DemoContext) {
  for (const type of addressTypes) registerType(app, ctx, type)
}

function registerType(app: Hono<ShopEnv>, ctx: DemoContext, type: AddressType) {
  const list = `/${shopServerPaths.addresses(type)}`
  const one = routePattern((id) => shopServerPaths.address(type, id))

  app.get(list, requireCustomer(ctx), async (c) => {
    return respond(c, await listAddresses(ctx, c.get('customer').id, type))
  })

  app.post(list, requireCustomer(ctx), async (c) => {
    const customerId = c.get('customer').id
    const payload = await parseJson(c, addressPayload)
    if (!payload.ok) return payload.response
    const refs = resolveReferences(payload.data, undefined)
    if (!isReferences(refs)) return problem(c, 422, Object.values(refs).join(' '), refs)
    const address = demoAddress({
      ...textFields(payload.data),
      ...refs,
      id: await nextPartnerId(ctx),
      address_type: type,
      lang: 'fr_FR',
      type: type === 'invoicing' ? 'invoice' : 'delivery',
      access: { delete: true, update: true },
    })
    await saveAddress(ctx, customerId, address)
    return respond(c, address, 201)
  })

  app.post(one, requireCustomer(ctx), async (c) => {
    const customerId = c.get('customer').id
    const id = idParam(c)
    const current = id === undefined ? undefined : await findAddress(ctx, customerId, type, id)
    if (!current) return problem(c, 404, NOT_FOUND)
    if (!current.access.update) return problem(c, 403, 'Cette adresse ne peut pas être modifiée.')
    const payload = await parseJson(c, addressPayload)
    if (!payload.ok) return payload.response
    const refs = resolveReferences(payload.data, current)
    if (!isReferences(refs)) return problem(c, 422, Object.values(refs).join(' '), refs)
    const updated: Address = { ...current, ...textFields(payload.data), ...refs }
    await saveAddress(ctx, customerId, updated)
    return respond(c, updated)
  })

  app.delete(one, requireCustomer(ctx), async (c) => {
    const customerId = c.get('customer').id
    const id = idParam(c)
    const current = id === undefined ? undefined : await findAddress(ctx, customerId, type, id)
    if (!current) return problem(c, 404, NOT_FOUND)
    if (!current.access.delete) {
      return problem(
        c,
        403,
        current.main ? 'L’adresse principale ne peut pas être supprimée.' : 'Cette adresse ne peut pas être supprimée.',
      )
    }
    await removeAddress(ctx, current.id)
    return c.body(null, 204)
  })
}

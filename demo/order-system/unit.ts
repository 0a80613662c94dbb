import { Hono, type Context } from 'hono'
import { findAccountByCustomerId } from '../accounts'
import type { DemoContext } from '../context'
import { requireCustomer, type ShopEnv } from '../shop-server/session'
import { orderSystemPaths as paths } from '../../lib/order-system/paths'
import { idParam, jsonBody, OrderSystemError, queryOf, respond } from './respond'
import { route } from './route'
import { createMember, deleteMember, inviteMember, listMembers, memberAnswer, updateMember } from './unit-members'
import { acceptRequestLine, lineAnswer, listRequestLines, rejectRequestLine, resetRequestLine } from './unit-requests'
import { requestLineQuery, requestLineRejectInput, unitMemberCreateInput, unitMemberUpdateInput } from './inputs'

/** docs/product/account.md#buyer-kinds: only a manager handles unit members and the request lines they raise. */
function managerId(c: Context<ShopEnv>): number {
  const customer = c.get('customer')
  if (!customer.is_manager) throw new OrderSystemError(403, 'Cette fonction est réservée aux responsables d’unité.')
  return customer.id
}

export function unitRoutes(ctx: DemoContext): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>()
  const auth = requireCustomer(ctx)

  app.get(route(paths.unitMembers), auth, async (c) =>
    respond(c, (await listMembers(ctx, managerId(c))).map(memberAnswer)),
  )

  app.post(route(paths.unitMembers), auth, async (c) => {
    const manager = managerId(c)
    const input = await jsonBody(c, unitMemberCreateInput)
    return respond(c, memberAnswer(await createMember(ctx, manager, input)), 201)
  })

  app.post(route(paths.unitMember), auth, async (c) => {
    const manager = managerId(c)
    const input = await jsonBody(c, unitMemberUpdateInput)
    return respond(c, memberAnswer(await updateMember(ctx, manager, idParam(c), input)))
  })

  app.delete(route(paths.unitMember), auth, async (c) =>
    respond(c, memberAnswer(await deleteMember(ctx, managerId(c), idParam(c)))),
  )

  app.post(route(paths.unitMemberInvite), auth, async (c) =>
    respond(c, memberAnswer(await inviteMember(ctx, managerId(c), idParam(c)))),
  )

  // Members read the lines they raised (and what became of them); deciding stays the manager's.
  app.get(route(paths.unitRequestLines), auth, async (c) => {
    const customer = c.get('customer')
    const query = queryOf(c, requestLineQuery)
    if (customer.is_manager) return respond(c, await listRequestLines(ctx, customer.id, query))
    const manager = findAccountByCustomerId(customer.id)?.managerId ?? null
    const own =
      manager === null
        ? { count: 0, items: [] }
        : await listRequestLines(ctx, manager, { ...query, request_partner_id: customer.id })
    return respond(c, own)
  })

  app.post(route(paths.unitRequestLineAccept), auth, async (c) =>
    respond(c, lineAnswer(await acceptRequestLine(ctx, managerId(c), idParam(c)))),
  )

  app.post(route(paths.unitRequestLineReject), auth, async (c) => {
    const manager = managerId(c)
    const { reason } = await jsonBody(c, requestLineRejectInput)
    return respond(c, lineAnswer(await rejectRequestLine(ctx, manager, idParam(c), reason)))
  })

  app.post(route(paths.unitRequestLineReset), auth, async (c) =>
    respond(c, lineAnswer(await resetRequestLine(ctx, managerId(c), idParam(c)))),
  )

  return app
}

import type { DemoContext } from '../context'
import type { UnitMemberFields } from './inputs'
import { answerOf, badRequest, notFound } from './respond'
import { nextPartnerId } from './sequences'
import type { UnitMember } from './shapes'

/** A collaborator record, filed under the manager of the unit. */
export type StoredMember = UnitMember & { manager_id: number }

const UNIT_MEMBER_KIND = 'unit_member'

/** A member as the API answers it, without the manager it belongs to. */
export function memberAnswer(member: StoredMember): UnitMember {
  return answerOf(member, 'manager_id')
}

export async function saveMember(ctx: DemoContext, member: StoredMember): Promise<void> {
  await ctx.store.put(UNIT_MEMBER_KIND, String(member.id), String(member.manager_id), member)
}

export async function listMembers(ctx: DemoContext, managerId: number): Promise<StoredMember[]> {
  const members = await ctx.store.list<StoredMember>(UNIT_MEMBER_KIND, String(managerId))
  return members.sort((a, b) => a.name.localeCompare(b.name, 'fr'))
}

async function ownedMember(ctx: DemoContext, managerId: number, id: number): Promise<StoredMember> {
  const member = await ctx.store.get<StoredMember>(UNIT_MEMBER_KIND, String(id))
  if (!member || member.manager_id !== managerId) throw notFound('Membre introuvable.')
  return member
}

export async function createMember(
  ctx: DemoContext,
  managerId: number,
  input: UnitMemberFields,
): Promise<StoredMember> {
  const member: StoredMember = {
    id: await nextPartnerId(ctx),
    manager_id: managerId,
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    mobile: input.mobile ?? null,
    auth_state: 'none',
  }
  await saveMember(ctx, member)
  return member
}

export async function updateMember(
  ctx: DemoContext,
  managerId: number,
  id: number,
  input: Partial<UnitMemberFields>,
): Promise<StoredMember> {
  const member = await ownedMember(ctx, managerId, id)
  for (const key of ['name', 'email', 'phone', 'mobile'] as const) {
    const value = input[key]
    if (value !== undefined) Object.assign(member, { [key]: value })
  }
  await saveMember(ctx, member)
  return member
}

/** Upstream archives the partner and answers it one last time. */
export async function deleteMember(ctx: DemoContext, managerId: number, id: number): Promise<StoredMember> {
  const member = await ownedMember(ctx, managerId, id)
  await ctx.store.remove(UNIT_MEMBER_KIND, String(id))
  return member
}

/** The demo sends no e-mail: the invitation link goes to the console. */
export async function inviteMember(ctx: DemoContext, managerId: number, id: number): Promise<StoredMember> {
  const member = await ownedMember(ctx, managerId, id)
  if (member.auth_state === 'accepted') throw badRequest('Ce membre a déjà un compte sur la boutique.')
  if (!member.email) throw badRequest('Renseignez l’adresse e-mail du membre avant de l’inviter.')
  member.auth_state = 'invited'
  await saveMember(ctx, member)
  console.log(`[commandes] invitation envoyée à ${member.email} : ${ctx.config.siteUrl}/account/register`)
  return member
}

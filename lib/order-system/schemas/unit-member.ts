import { z } from 'zod/mini'

export const memberAuthStateSchema = z.enum(['none', 'invited', 'accepted'])

/**
 * A collaborator of the manager's unit. Upstream members may have no name yet, have no mobile, and
 * carry `auth_state` only when shop accounts are managed by the auth-partner module: without it, the
 * member has no account as far as the shop can tell.
 */
export const unitMemberSchema = z.object({
  id: z.int(),
  name: z._default(z.nullable(z.string()), null),
  email: z._default(z.nullable(z.string()), null),
  phone: z._default(z.nullable(z.string()), null),
  mobile: z._default(z.nullable(z.string()), null),
  auth_state: z._default(memberAuthStateSchema, 'none'),
})
export type UnitMember = z.infer<typeof unitMemberSchema>

export const unitMemberListSchema = z.array(unitMemberSchema)

const optionalText = z.nullish(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((s) => (s === '' ? null : s)),
  ),
)

export const unitMemberCreateInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Le nom est obligatoire')),
  email: z.nullish(z.email('Adresse e-mail invalide')),
  phone: optionalText,
  mobile: optionalText,
})
export type UnitMemberCreateInput = z.input<typeof unitMemberCreateInputSchema>

/** Only the keys sent are changed. */
export const unitMemberUpdateInputSchema = z.partial(unitMemberCreateInputSchema)
export type UnitMemberUpdateInput = z.input<typeof unitMemberUpdateInputSchema>

import { z } from 'zod'

export const memberAuthStateSchema = z.enum(['none', 'invited', 'accepted'])

/**
 * A collaborator of the manager's unit. Upstream members may have no name yet, have no mobile, and
 * carry `auth_state` only when shop accounts are managed by the auth-partner module: without it, the
 * member has no account as far as the shop can tell.
 */
export const unitMemberSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  mobile: z.string().nullable().default(null),
  auth_state: memberAuthStateSchema.default('none'),
})
export type UnitMember = z.infer<typeof unitMemberSchema>

export const unitMemberListSchema = z.array(unitMemberSchema)

const optionalText = z
  .string()
  .trim()
  .transform((s) => (s === '' ? null : s))
  .nullish()

export const unitMemberCreateInputSchema = z.object({
  name: z.string().trim().min(1, 'Le nom est obligatoire'),
  email: z.email('Adresse e-mail invalide').nullish(),
  phone: optionalText,
  mobile: optionalText,
})
export type UnitMemberCreateInput = z.input<typeof unitMemberCreateInputSchema>

/** Only the keys sent are changed. */
export const unitMemberUpdateInputSchema = unitMemberCreateInputSchema.partial()
export type UnitMemberUpdateInput = z.input<typeof unitMemberUpdateInputSchema>

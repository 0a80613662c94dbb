import { z } from 'zod'

export const memberAuthStateSchema = z.enum(['none', 'invited', 'accepted'])

/** A collaborator of the manager's unit. */
export const unitMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  auth_state: memberAuthStateSchema,
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

import { z } from 'zod/mini'
import {
  unitMemberCreateInputSchema,
  type UnitMember,
  type UnitMemberCreateInput,
} from '@/lib/order-system/schemas/unit-member'

const formFields = z.object({ name: z.string(), email: z.string(), phone: z.string(), mobile: z.string() })
export type MemberFormValues = z.input<typeof formFields>
export const MEMBER_FORM_FIELDS = Object.keys(formFields.shape) as Array<keyof MemberFormValues>

/**
 * The member form checked with the order system's own rules and messages. Every field is sent, a
 * blank one as null, so that an update also clears what the manager emptied.
 */
export const memberFormSchema = z.pipe(
  z.pipe(
    formFields,
    z.transform((values): UnitMemberCreateInput => ({ ...values, email: values.email.trim() || null })),
  ),
  unitMemberCreateInputSchema,
)

export function memberFormDefaults(member?: UnitMember): MemberFormValues {
  return {
    name: member?.name ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    mobile: member?.mobile ?? '',
  }
}

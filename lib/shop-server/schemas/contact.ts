import { z } from 'zod/mini'
import { optionalEmail, optionalPhone, optionalText, requiredText } from './common'

/** Whether the contact person has an account on the shop (as for upstream unit members). */
export const contactAuthStateSchema = z.enum(['none', 'invited', 'accepted'])

/** A contact person of a manager or a collectivity, e.g. an agent to equip. */
export const contactSchema = z.object({
  id: z.int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.nullable(z.string()),
  /** Civility as shown, e.g. "Mme". */
  title: z.nullable(z.string()),
  /** Job title, e.g. "Agent d’entretien". */
  function: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  /** Garment sizes to use when ordering for this person, e.g. "Veste L, pantalon 42". */
  size_info: z.nullable(z.string()),
  /** The contact manages other agents. */
  agent_manager: z.boolean(),
  auth_state: contactAuthStateSchema,
})
export type Contact = z.infer<typeof contactSchema>
export const contactListSchema = z.array(contactSchema)

/**
 * Update payload. An empty e-mail means "unchanged": the e-mail identifies the person once created,
 * so the shop blanks it when updating (docs/product/account.md#contacts, see toContactPayload).
 */
export const contactPayloadSchema = z.object({
  firstname: requiredText(64, 'Le prénom'),
  lastname: requiredText(64, 'Le nom'),
  email: optionalEmail,
  title: optionalText(32, 'La civilité'),
  function: optionalText(64, 'La fonction'),
  phone: optionalPhone('Le numéro de téléphone'),
  mobile: optionalPhone('Le numéro de portable'),
  size_info: optionalText(255, 'Les tailles'),
  agent_manager: z.optional(z.boolean()),
})
export type ContactPayload = z.output<typeof contactPayloadSchema>

/** Creation needs the e-mail that will identify the person. */
export const contactCreatePayloadSchema = z.extend(contactPayloadSchema, {
  email: z.pipe(
    z
      .string({ error: 'L’adresse e-mail est obligatoire.' })
      .check(
        z.trim(),
        z.minLength(1, 'L’adresse e-mail est obligatoire.'),
        z.maxLength(254, 'L’adresse e-mail est trop longue.'),
      ),
    z.email('L’adresse e-mail n’est pas valide.'),
  ),
})

/** A contact as a form holds it: every field may be null while unknown. */
export type ContactDraft = { [K in keyof ContactPayload]-?: ContactPayload[K] | null }

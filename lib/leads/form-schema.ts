import { z } from 'zod/mini'
import { leadInputSchema } from '@/lib/shop-server/schemas/lead'

/**
 * The contact form's schema: the shop server's own rules and French messages (required subject,
 * e-mail, name and message; e-mail format; a 5-digit postal code, which fits France and every
 * overseas territory the settings configure), with the country as a `<select>` answers it.
 */
export const leadFormSchema = z.extend(leadInputSchema, {
  /** A country id, or '' for none. */
  country: z.pipe(
    z.string().check(z.regex(/^\d*$/, 'Ce pays n’est pas proposé.')),
    z.transform((value) => (value === '' ? null : Number(value))),
  ),
})

export type LeadFormInput = z.input<typeof leadFormSchema>

/** The fields a visitor fills in, in the order of the form; the server's field errors use these names. */
export const LEAD_FORM_FIELDS = [
  'subject',
  'name',
  'email',
  'company',
  'phone',
  'mobile',
  'street',
  'street2',
  'zip',
  'city',
  'country',
  'description',
] as const satisfies readonly (keyof LeadFormInput)[]

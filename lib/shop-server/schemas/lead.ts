import { z } from 'zod/mini'
import { countrySchema, optionalPhone, optionalText, requiredText } from './common'

/** `POST leads` is multipart: the lead as JSON in one field, the attachment in another. */
export const LEAD_DATA_FIELD = 'data'
export const LEAD_FILES_FIELD = 'files'

/** Attachment rules, shown by the form and enforced by the server (type checked by extension and content). */
export const LEAD_FILE_MAX_BYTES = 5 * 1024 * 1024
export const LEAD_FILE_TYPES = [
  { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  { mime: 'image/png', extensions: ['png'], label: 'PNG' },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG' },
] as const
export type LeadFileMime = (typeof LEAD_FILE_TYPES)[number]['mime']
/** For `<input type="file" accept>`. */
export const LEAD_FILE_ACCEPT = LEAD_FILE_TYPES.flatMap((t) => [...t.extensions.map((e) => `.${e}`), t.mime]).join(',')
/** For the form's hint and the server's refusals. */
export const LEAD_FILE_RULES_TEXT = 'PDF, PNG ou JPEG, 5 Mo maximum'

/** The contact form (docs/product/content.md#contact-form): subject, e-mail, name and message are required, the rest helps the reply. */
export const leadInputSchema = z.object({
  subject: requiredText(200, 'L’objet'),
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
  name: requiredText(128, 'Le nom'),
  phone: optionalPhone('Le numéro de téléphone'),
  mobile: optionalPhone('Le numéro de portable'),
  company: optionalText(128, 'La société'),
  street: optionalText(128, 'L’adresse'),
  street2: optionalText(128, 'Le complément d’adresse'),
  zip: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.refine((v) => v === '' || /^\d{5}$/.test(v), 'Le code postal doit comporter 5 chiffres.'),
      ),
    ),
  ),
  city: optionalText(64, 'La ville'),
  /** A country id from the settings. */
  country: z.optional(z.nullable(z.int().check(z.positive()))),
  description: requiredText(5000, 'Le message'),
})
export type LeadInput = z.output<typeof leadInputSchema>
export type LeadFormValues = z.input<typeof leadInputSchema>

export const leadAttachmentSchema = z.object({
  name: z.string(),
  size: z.int().check(z.gte(0)),
  content_type: z.enum(LEAD_FILE_TYPES.map((t) => t.mime)),
})

export const leadSchema = z.object({
  id: z.int(),
  subject: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  company: z.nullable(z.string()),
  street: z.nullable(z.string()),
  street2: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  city: z.nullable(z.string()),
  country: z.nullable(countrySchema),
  description: z.string(),
  attachments: z.array(leadAttachmentSchema),
})

/** `POST leads` answer: how many leads were created and the leads. */
export const leadResponseSchema = z.object({ size: z.int().check(z.gte(0)), data: z.array(leadSchema) })
export type LeadResponse = z.infer<typeof leadResponseSchema>

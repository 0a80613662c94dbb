import { z } from 'zod'

/**
 * What the demo's shop server accepts, with its own rules and French messages (the shop's forms check
 * with theirs before sending; see demo/order-system/inputs.ts).
 */

const required = (max: number, label: string) =>
  z
    .string({ error: `${label} est obligatoire.` })
    .trim()
    .min(1, `${label} est obligatoire.`)
    .max(max, `${label} ne doit pas dépasser ${max} caractères.`)
const optional = (max: number, label: string) =>
  z.string().trim().max(max, `${label} ne doit pas dépasser ${max} caractères.`).nullable().optional()
const phone = (label: string) =>
  z
    .string()
    .trim()
    .max(32, `${label} est trop long.`)
    .refine((v) => v === '' || /^\+?[0-9 .()-]{6,}$/.test(v), `${label} n’est pas valide.`)
    .nullable()
    .optional()
const email = z
  .string()
  .trim()
  .max(254, 'L’adresse e-mail est trop longue.')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'L’adresse e-mail n’est pas valide.')
  .nullable()
  .optional()
const requiredEmail = z
  .string({ error: 'L’adresse e-mail est obligatoire.' })
  .trim()
  .min(1, 'L’adresse e-mail est obligatoire.')
  .max(254, 'L’adresse e-mail est trop longue.')
  .pipe(z.email('L’adresse e-mail n’est pas valide.'))
const zip = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{5}$/.test(v), 'Le code postal doit comporter 5 chiffres.')

export const addressPayload = z.object({
  name: required(128, 'Le nom'),
  street: required(128, 'L’adresse'),
  street2: optional(128, 'Le complément d’adresse'),
  zip: z
    .string({ error: 'Le code postal est obligatoire.' })
    .trim()
    .regex(/^\d{5}$/, 'Le code postal doit comporter 5 chiffres.'),
  city: required(64, 'La ville'),
  phone: phone('Le numéro de téléphone'),
  mobile: phone('Le numéro de portable'),
  email,
  vat: optional(32, 'Le numéro de TVA'),
  state_id: z.int().positive().nullable().optional(),
  country_id: z.int({ error: 'Choisissez un pays.' }).positive().optional(),
  title_id: z.int().positive().optional(),
})
export type AddressPayload = z.output<typeof addressPayload>

export const contactPayload = z.object({
  firstname: required(64, 'Le prénom'),
  lastname: required(64, 'Le nom'),
  email,
  title: optional(32, 'La civilité'),
  function: optional(64, 'La fonction'),
  phone: phone('Le numéro de téléphone'),
  mobile: phone('Le numéro de portable'),
  size_info: optional(255, 'Les tailles'),
  agent_manager: z.boolean().optional(),
})
export type ContactPayload = z.output<typeof contactPayload>
/** A new contact is identified by the e-mail it is created with. */
export const contactCreatePayload = contactPayload.extend({ email: requiredEmail })

/** `POST leads` is multipart: the lead as JSON in one part, the attachment in another. */
export const LEAD_DATA_FIELD = 'data'
export const LEAD_FILES_FIELD = 'files'
export const LEAD_FILE_MAX_BYTES = 5 * 1024 * 1024
export const LEAD_FILE_MAX_COUNT = 1
export const LEAD_FILE_RULES_TEXT = 'PDF, PNG ou JPEG, 5 Mo maximum'

export const leadInput = z.object({
  subject: required(200, 'L’objet'),
  email: requiredEmail,
  name: required(128, 'Le nom'),
  phone: phone('Le numéro de téléphone'),
  mobile: phone('Le numéro de portable'),
  company: optional(128, 'La société'),
  street: optional(128, 'L’adresse'),
  street2: optional(128, 'Le complément d’adresse'),
  zip: zip.nullable().optional(),
  city: optional(64, 'La ville'),
  country: z.int().positive().nullable().optional(),
  description: required(5000, 'Le message'),
})

const optIn = z.boolean({ error: 'Le choix de recevoir nos communications doit être oui ou non.' })
/** A phone number as `POST customer` receives it: blank clears it. */
const customerPhone = (label: string) => phone(label).transform((value) => (value === '' ? null : value))
/** `POST customer` in upstream's keys, each optional: only what is sent changes, other keys are ignored. */
export const customerUpdate = z.object({
  name: required(128, 'Le nom').optional(),
  phone: customerPhone('Le numéro de téléphone'),
  mobile: customerPhone('Le numéro de portable'),
  opt_in: optIn.optional(),
  lang_id: z.int({ error: 'La langue doit être un identifiant.' }).positive().nullable().optional(),
})
export const optInUpdate = z.object({ optIn })
export const registerPayload = z.object({
  name: required(128, 'Le nom'),
  login: requiredEmail.transform((login) => login.toLowerCase()),
  password: z
    .string({ error: 'Le mot de passe est obligatoire.' })
    .min(8, 'Le mot de passe doit contenir au moins 8 caractères.')
    .max(128, 'Le mot de passe ne doit pas dépasser 128 caractères.'),
})

export const pickupQuery = z.object({
  carrier_id: z.coerce.number({ error: 'Choisissez un transporteur.' }).int().positive('Choisissez un transporteur.'),
  name: z.string().trim().max(64).optional(),
})

export const paymentTransactionRequest = z.object({
  payable: z.string().min(1, 'Le paiement demandé est introuvable.'),
  flow: z.literal('redirect'),
  provider_id: z.int(),
  frontend_redirect_url: z.url({ protocol: /^https?$/, error: 'L’adresse de retour n’est pas valide.' }),
  provider_input: z.record(z.string(), z.unknown()).nullable().optional(),
})

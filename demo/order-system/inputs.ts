import { z } from 'zod'

/**
 * What the demo's order system accepts, checked the way a server checks a request: its own rules and
 * French messages, written apart from the shop's forms (which check before sending).
 */

const id = z.number().int()
const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} ne doit pas dépasser ${max} caractères.`)
const token = z.string({ error: 'Le lien utilisé est incomplet.' }).trim().min(1, 'Le lien utilisé est incomplet.')
const login = z
  .string({ error: 'L’identifiant est obligatoire.' })
  .trim()
  .toLowerCase()
  .min(1, 'L’identifiant est obligatoire.')

export const PASSWORD_MIN_LENGTH = 8
const password = z
  .string({ error: 'Le mot de passe est obligatoire.' })
  .min(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`)
  .max(128, 'Le mot de passe ne doit pas dépasser 128 caractères.')

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
})
const search = z.string().trim().min(1).optional()

export const invoiceQuery = pageQuery.extend({
  state: z.enum(['draft', 'posted', 'cancel']).optional(),
  payment_state: z.enum(['not_paid', 'in_payment', 'paid', 'partial', 'reversed', 'invoicing_legacy']).optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
})
export const requestLineQuery = pageQuery.extend({
  state: z.enum(['pending', 'accepted', 'rejected']).optional(),
  order_name: search,
  product_name: search,
  request_partner_id: z.coerce.number().int().positive().optional(),
})
export type RequestLineQuery = z.infer<typeof requestLineQuery>

const options = z.record(z.string(), z.unknown()).nullable()

export const cartSyncInput = z.object({
  uuid: z.string().nullish(),
  transactions: z
    .array(
      z.object({
        uuid: z.string().min(1).max(255),
        product_id: id,
        qty: z.number().finite(),
        options: options.optional(),
      }),
    )
    .max(1000)
    .default([]),
})

export const cartUpdateInput = z.object({
  client_order_ref: text(64, 'La référence').nullish(),
  ej_number: text(64, 'Le numéro EJ').nullish(),
  delivery: z.object({ address_id: id }).optional(),
  invoicing: z.object({ address_id: id }).optional(),
  note: text(2000, 'La note').nullish(),
})

export const couponInput = z.object({ code: z.string().trim().min(1, 'Saisissez un code promo.') })
export const setCarrierInput = z.object({ carrier_id: z.coerce.number().int() })
export const setPickupInput = z.object({ pickup_site_id: z.union([z.string().min(1), id]) })

/** A relay point the shop found in the shop server's search, sent whole. */
export const pickupPointInput = z.object({
  carrier_id: id,
  code: z.string().min(1),
  name: z.string().min(1),
  street: z.string().min(1),
  street2: z.string().nullable().default(null),
  zip: z.string().min(1),
  city: z.string().min(1),
  country_code: z.string().length(2).default('FR'),
})

export const quotationUpdateInput = z.object({
  client_order_ref: text(64, 'La référence').nullish(),
  ej_number: text(64, 'Le numéro EJ').nullish(),
})

/** Largest purchase-order file a buyer may attach. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024

export const quotationConfirmInput = quotationUpdateInput.extend({
  receipt_file: z
    .object({ name: z.string().trim().min(1).max(255), content_base64: z.base64(), mimetype: z.string().optional() })
    .nullish(),
})
export type QuotationConfirmInput = z.input<typeof quotationConfirmInput>

export const requestLineRejectInput = z.object({
  reason: z.string({ error: 'Indiquez le motif du refus.' }).trim().min(1, 'Indiquez le motif du refus.').max(500),
})

const blankAsNull = z
  .string()
  .trim()
  .transform((s) => (s === '' ? null : s))
  .nullish()

export const unitMemberCreateInput = z.object({
  name: z.string().trim().min(1, 'Le nom est obligatoire'),
  email: z.email('Adresse e-mail invalide').nullish(),
  phone: blankAsNull,
  mobile: blankAsNull,
})
export type UnitMemberFields = z.output<typeof unitMemberCreateInput>
export const unitMemberUpdateInput = unitMemberCreateInput.partial()

export const loginInput = z.object({
  login,
  password: z.string({ error: 'Le mot de passe est obligatoire.' }).min(1, 'Le mot de passe est obligatoire.'),
})
export const registerInput = z.object({
  name: z.string({ error: 'Le nom est obligatoire.' }).trim().min(1, 'Le nom est obligatoire.').max(128),
  login: login.pipe(z.email('L’adresse e-mail n’est pas valide.')),
  password,
})
export const resetPasswordRequestInput = z.object({ login })
export const setPasswordInput = z.object({ token, password })
export const validateEmailInput = z.object({ token })

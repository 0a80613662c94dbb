import { z } from 'zod'
import { DEFAULT_ROLE } from '@/lib/search/document-reads'
import { optionalPhone, requiredText } from './common'

/** Buyer kinds (docs/product/account.md#buyer-kinds). A manager is an agent flagged `is_manager`; its kind is `manager`. */
export const customerKinds = ['user', 'agent', 'manager', 'collectivity'] as const

/**
 * The customer record may name several fields twice (`login` or `email`, `role` or `pricelist`, snake or camel case
 * flags). The canonical key wins; an alias only fills a missing canonical key, so both shapes parse.
 */
const aliases: Record<string, string> = {
  email: 'login',
  pricelist: 'role',
  isManager: 'is_manager',
  hasMarket: 'has_market',
  hasTaxIncludedPrice: 'has_tax_included_price',
  opt_in: 'optIn',
}

function withCanonicalKeys(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input
  const out: Record<string, unknown> = { ...input }
  for (const [alias, canonical] of Object.entries(aliases)) {
    if (out[canonical] === undefined && out[alias] !== undefined) out[canonical] = out[alias]
  }
  return out
}

/**
 * The signed-in customer as `GET customer` answers it. Upstream shopinvader sends no
 * id (the session names the partner), may send no name, and says the price list by id only: the role
 * then stays the default one. `customerKey` tells buyers apart without the id.
 */
export const customerSchema = z.preprocess(
  withCanonicalKeys,
  z.object({
    id: z.int().positive().nullable().default(null),
    name: z
      .string()
      .nullish()
      .transform((name) => name ?? ''),
    login: z.string().min(1),
    role: z.string().min(1).default(DEFAULT_ROLE),
    kind: z.enum(customerKinds).default('user'),
    is_manager: z.boolean().default(false),
    has_market: z.boolean().default(false),
    /** Code of the public-procurement market the catalogue is filtered by, when `has_market`. */
    market: z.string().nullable().default(null),
    has_tax_included_price: z.boolean().default(false),
    collectivity: z.boolean().default(false),
    optIn: z.boolean().default(false),
    phone: z.string().nullable().default(null),
    mobile: z.string().nullable().default(null),
    /** The customer's language at the shop server (upstream `lang_id`); the shop itself is French only. */
    lang_id: z.int().nullable().default(null),
  }),
)
export type Customer = z.output<typeof customerSchema>

/** What keeps one buyer's cached data and offline cart apart from the next buyer's on the same browser. */
export function customerKey(customer: Pick<Customer, 'id' | 'login'>): string {
  return customer.id === null ? `login:${customer.login}` : String(customer.id)
}

/** `POST customer/{id}/update` answers the customer wrapped in `data`. */
export const customerEnvelopeSchema = z.object({ data: customerSchema })

/** A phone number as the profile sends it: blank means none. */
const phoneField = (label: string) => optionalPhone(label).transform((value) => (value ? value : null))

/** The details a buyer corrects on the profile page; what the form validates, with French messages. */
export const customerDetailsSchema = z.object({
  name: requiredText(128, 'Le nom'),
  phone: phoneField('Le numéro de téléphone'),
  mobile: phoneField('Le numéro de portable'),
})
export type CustomerDetails = z.output<typeof customerDetailsSchema>

/**
 * `POST customer`, in upstream shopinvader's keys (`name`, `phone`, `mobile`, `opt_in`, `lang_id`),
 * each optional: only what is sent changes. Every other key is ignored (the server owns role, kind
 * and flags).
 */
export const customerUpdateSchema = customerDetailsSchema.partial().extend({
  opt_in: z.boolean({ error: 'Le choix de recevoir nos communications doit être oui ou non.' }).optional(),
  lang_id: z.int({ error: 'La langue doit être un identifiant.' }).positive().nullable().optional(),
})
export type CustomerUpdate = z.input<typeof customerUpdateSchema>

export const PASSWORD_MIN_LENGTH = 8

/** `POST auth/register`: name, login and password, all three required (docs/product/sign-in.md#registration). */
export const registerPayloadSchema = z.object({
  name: z
    .string({ error: 'Le nom est obligatoire.' })
    .trim()
    .min(1, 'Le nom est obligatoire.')
    .max(128, 'Le nom ne doit pas dépasser 128 caractères.'),
  login: z
    .string({ error: 'L’adresse e-mail est obligatoire.' })
    .trim()
    .toLowerCase()
    .min(1, 'L’adresse e-mail est obligatoire.')
    .max(254, 'L’adresse e-mail est trop longue.')
    .pipe(z.email('L’adresse e-mail n’est pas valide.')),
  password: z
    .string({ error: 'Le mot de passe est obligatoire.' })
    .min(1, 'Le mot de passe est obligatoire.')
    .min(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`)
    .max(128, 'Le mot de passe ne doit pas dépasser 128 caractères.'),
})

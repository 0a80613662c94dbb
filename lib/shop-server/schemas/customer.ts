import { z } from 'zod/mini'
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
 * then stays the default one. `customerKey` (../customer-key.ts) tells buyers apart without the id.
 */
export const customerSchema = z.pipe(
  z.transform(withCanonicalKeys),
  z.object({
    id: z._default(z.nullable(z.int().check(z.positive())), null),
    name: z.pipe(
      z.nullish(z.string()),
      z.transform((name) => name ?? ''),
    ),
    login: z.string().check(z.minLength(1)),
    role: z._default(z.string().check(z.minLength(1)), DEFAULT_ROLE),
    kind: z._default(z.enum(customerKinds), 'user'),
    is_manager: z._default(z.boolean(), false),
    has_market: z._default(z.boolean(), false),
    /** Code of the public-procurement market the catalogue is filtered by, when `has_market`. */
    market: z._default(z.nullable(z.string()), null),
    has_tax_included_price: z._default(z.boolean(), false),
    collectivity: z._default(z.boolean(), false),
    optIn: z._default(z.boolean(), false),
    phone: z._default(z.nullable(z.string()), null),
    mobile: z._default(z.nullable(z.string()), null),
    /** The customer's language at the shop server (upstream `lang_id`); the shop itself is French only. */
    lang_id: z._default(z.nullable(z.int()), null),
  }),
)
export type Customer = z.output<typeof customerSchema>

/** `POST customer/{id}/update` answers the customer wrapped in `data`. */
export const customerEnvelopeSchema = z.object({ data: customerSchema })

/** A phone number as the profile sends it: blank means none. */
const phoneField = (label: string) =>
  z.pipe(
    optionalPhone(label),
    z.transform((value) => (value ? value : null)),
  )

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
export const customerUpdateSchema = z.extend(z.partial(customerDetailsSchema), {
  opt_in: z.optional(z.boolean({ error: 'Le choix de recevoir nos communications doit être oui ou non.' })),
  lang_id: z.optional(z.nullable(z.int({ error: 'La langue doit être un identifiant.' }).check(z.positive()))),
})
export type CustomerUpdate = z.input<typeof customerUpdateSchema>

export const PASSWORD_MIN_LENGTH = 8

/** `POST auth/register`: name, login and password, all three required (docs/product/sign-in.md#registration). */
export const registerPayloadSchema = z.object({
  name: z
    .string({ error: 'Le nom est obligatoire.' })
    .check(
      z.trim(),
      z.minLength(1, 'Le nom est obligatoire.'),
      z.maxLength(128, 'Le nom ne doit pas dépasser 128 caractères.'),
    ),
  login: z.pipe(
    z
      .string({ error: 'L’adresse e-mail est obligatoire.' })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, 'L’adresse e-mail est obligatoire.'),
        z.maxLength(254, 'L’adresse e-mail est trop longue.'),
      ),
    z.email('L’adresse e-mail n’est pas valide.'),
  ),
  password: z
    .string({ error: 'Le mot de passe est obligatoire.' })
    .check(
      z.minLength(1, 'Le mot de passe est obligatoire.'),
      z.minLength(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`),
      z.maxLength(128, 'Le mot de passe ne doit pas dépasser 128 caractères.'),
    ),
})

import { z } from 'zod/mini'
import { addressTypes, type AddressType } from '../paths'
import { countrySchema, optionalEmail, optionalPhone, optionalText, refSchema, requiredText } from './common'

export const addressAccessSchema = z.object({ delete: z.boolean(), update: z.boolean() })

export const addressStateSchema = z.object({ id: z.int(), name: z.string(), code: z.string() })

/** Odoo's res.partner `type`. */
export const partnerTypeSchema = z.enum(['contact', 'invoice', 'delivery', 'other'])

/**
 * An address as the shop server answers it. Drop-off sites (carrier relay points) may lack
 * name, street, zip or city, hence the nullable text fields. When the server omits `access`, docs/product/account.md#addresses
 * applies: the main address cannot be deleted and every address can be updated.
 *
 * Upstream shopinvader sends references as ids only (`country_id`, `state_id`, `title_id`), a
 * `company_type`, and no `address_type` (the path or the order block says it): every reference is
 * kept as an id as well, so editing such an address keeps its country, state and title.
 */
const addressFields = z.object({
  id: z.int(),
  name: z._default(z.nullable(z.string()), null),
  title: z._default(z.nullable(refSchema), null),
  title_id: z.optional(z.nullable(z.int())),
  address_type: z.enum(addressTypes),
  street: z._default(z.nullable(z.string()), null),
  street2: z._default(z.nullable(z.string()), null),
  zip: z._default(z.nullable(z.string()), null),
  city: z._default(z.nullable(z.string()), null),
  country: z._default(z.nullable(countrySchema), null),
  country_id: z.optional(z.nullable(z.int())),
  state: z._default(z.nullable(addressStateSchema), null),
  state_id: z.optional(z.nullable(z.int())),
  phone: z._default(z.nullable(z.string()), null),
  mobile: z._default(z.nullable(z.string()), null),
  email: z._default(z.nullable(z.string()), null),
  vat: z._default(z.nullable(z.string()), null),
  lang: z._default(z.nullable(z.string()), null),
  type: z._default(partnerTypeSchema, 'delivery'),
  is_company: z.optional(z.boolean()),
  company_type: z.optional(z.nullable(z.enum(['person', 'company']))),
  main: z._default(z.boolean(), false),
  opt_in: z._default(z.boolean(), false),
  opt_out: z._default(z.boolean(), false),
  is_dropoff_site: z._default(z.boolean(), false),
  access: z.optional(addressAccessSchema),
})

function completeAddress({ access, company_type, ...address }: z.output<typeof addressFields>) {
  return {
    ...address,
    title_id: address.title?.id ?? address.title_id ?? null,
    country_id: address.country?.id ?? address.country_id ?? null,
    state_id: address.state?.id ?? address.state_id ?? null,
    is_company: address.is_company ?? company_type === 'company',
    access: access ?? { delete: !address.main, update: true },
  }
}

export const addressSchema = z.pipe(addressFields, z.transform(completeAddress))
export type Address = z.output<typeof addressSchema>

/** An address read where its type is known (the path, or the order's invoicing or delivery block). */
export function addressOfType(type: AddressType) {
  return z.pipe(
    z.extend(addressFields, { address_type: z._default(z.enum(addressTypes), type) }),
    z.transform(completeAddress),
  )
}

export function addressListOfType(type: AddressType) {
  return z.array(addressOfType(type))
}

/**
 * What the shop sends to create or update an address (docs/product/account.md#address-payload): name, street, street2, zip, city,
 * phone, mobile, email, vat, state_id, and country_id and title_id only when present. All seven
 * configured countries use five-digit postcodes.
 */
export const addressPayloadSchema = z.object({
  name: requiredText(128, 'Le nom'),
  street: requiredText(128, 'L’adresse'),
  street2: optionalText(128, 'Le complément d’adresse'),
  zip: z
    .string({ error: 'Le code postal est obligatoire.' })
    .check(z.trim(), z.regex(/^\d{5}$/, 'Le code postal doit comporter 5 chiffres.')),
  city: requiredText(64, 'La ville'),
  phone: optionalPhone('Le numéro de téléphone'),
  mobile: optionalPhone('Le numéro de portable'),
  email: optionalEmail,
  vat: optionalText(32, 'Le numéro de TVA'),
  state_id: z.optional(z.nullable(z.int().check(z.positive()))),
  country_id: z.optional(z.int({ error: 'Choisissez un pays.' }).check(z.positive())),
  title_id: z.optional(z.int().check(z.positive())),
})
export type AddressPayload = z.output<typeof addressPayloadSchema>
export type AddressPayloadInput = z.input<typeof addressPayloadSchema>

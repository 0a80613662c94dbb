import { z } from 'zod'
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
  name: z.string().nullable().default(null),
  title: refSchema.nullable().default(null),
  title_id: z.int().nullable().optional(),
  address_type: z.enum(addressTypes),
  street: z.string().nullable().default(null),
  street2: z.string().nullable().default(null),
  zip: z.string().nullable().default(null),
  city: z.string().nullable().default(null),
  country: countrySchema.nullable().default(null),
  country_id: z.int().nullable().optional(),
  state: addressStateSchema.nullable().default(null),
  state_id: z.int().nullable().optional(),
  phone: z.string().nullable().default(null),
  mobile: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  vat: z.string().nullable().default(null),
  lang: z.string().nullable().default(null),
  type: partnerTypeSchema.default('delivery'),
  is_company: z.boolean().optional(),
  company_type: z.enum(['person', 'company']).nullable().optional(),
  main: z.boolean().default(false),
  opt_in: z.boolean().default(false),
  opt_out: z.boolean().default(false),
  is_dropoff_site: z.boolean().default(false),
  access: addressAccessSchema.optional(),
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

export const addressSchema = addressFields.transform(completeAddress)
export type Address = z.output<typeof addressSchema>

/** An address read where its type is known (the path, or the order's invoicing or delivery block). */
export function addressOfType(type: AddressType) {
  return addressFields.extend({ address_type: z.enum(addressTypes).default(type) }).transform(completeAddress)
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
    .trim()
    .regex(/^\d{5}$/, 'Le code postal doit comporter 5 chiffres.'),
  city: requiredText(64, 'La ville'),
  phone: optionalPhone('Le numéro de téléphone'),
  mobile: optionalPhone('Le numéro de portable'),
  email: optionalEmail,
  vat: optionalText(32, 'Le numéro de TVA'),
  state_id: z.int().positive().nullable().optional(),
  country_id: z.int({ error: 'Choisissez un pays.' }).positive().optional(),
  title_id: z.int().positive().optional(),
})
export type AddressPayload = z.output<typeof addressPayloadSchema>
export type AddressPayloadInput = z.input<typeof addressPayloadSchema>

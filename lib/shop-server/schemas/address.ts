import { z } from 'zod'
import { addressTypes } from '../paths'
import { countrySchema, optionalEmail, optionalPhone, optionalText, refSchema, requiredText } from './common'

export const addressTypeSchema = z.enum(addressTypes)

export const addressAccessSchema = z.object({ delete: z.boolean(), update: z.boolean() })
export type AddressAccess = z.infer<typeof addressAccessSchema>

export const addressStateSchema = z.object({ id: z.int(), name: z.string(), code: z.string() })

/** Odoo's res.partner `type`. */
export const partnerTypeSchema = z.enum(['contact', 'invoice', 'delivery', 'other'])

/**
 * An address as the shop server answers it. Drop-off sites (carrier relay points) may lack
 * name, street, zip or city, hence the nullable text fields. When the server omits `access`, docs/product/account.md#addresses
 * applies: the main address cannot be deleted and every address can be updated.
 */
export const addressSchema = z
  .object({
    id: z.int(),
    name: z.string().nullable(),
    title: refSchema.nullable().default(null),
    address_type: z.enum(addressTypes),
    street: z.string().nullable(),
    street2: z.string().nullable().default(null),
    zip: z.string().nullable(),
    city: z.string().nullable(),
    country: countrySchema.nullable(),
    state: addressStateSchema.nullable().default(null),
    phone: z.string().nullable().default(null),
    mobile: z.string().nullable().default(null),
    email: z.string().nullable().default(null),
    vat: z.string().nullable().default(null),
    lang: z.string().nullable().default(null),
    type: partnerTypeSchema.default('delivery'),
    is_company: z.boolean().default(false),
    main: z.boolean().default(false),
    opt_in: z.boolean().default(false),
    opt_out: z.boolean().default(false),
    is_dropoff_site: z.boolean().default(false),
    access: addressAccessSchema.optional(),
  })
  .transform(({ access, ...address }) => ({
    ...address,
    access: access ?? { delete: !address.main, update: true },
  }))
export type Address = z.output<typeof addressSchema>

export const addressListSchema = z.array(addressSchema)

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

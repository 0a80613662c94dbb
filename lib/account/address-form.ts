import { z } from 'zod/mini'
import { addressPayloadSchema, type Address, type AddressPayloadInput } from '@/lib/shop-server/schemas/address'
import type { Country, Ref } from '@/lib/shop-server/schemas/common'
import type { Settings } from '@/lib/shop-server/schemas/settings'

/** What the form offers to choose from, out of the shop's settings (empty lists when they failed to load). */
export type AddressReferences = Pick<Settings, 'countries' | 'titles' | 'states'>

/** The form's fields as the inputs hold them: text, and ids as the selects' string values ('' for none). */
const formFields = z.object({
  name: z.string(),
  title_id: z.string(),
  street: z.string(),
  street2: z.string(),
  zip: z.string(),
  city: z.string(),
  country_id: z.string(),
  state_id: z.string(),
  phone: z.string(),
  mobile: z.string(),
  email: z.string(),
  vat: z.string(),
})
export type AddressFormValues = z.input<typeof formFields>

const textOrNull = (value: string) => (value.trim() === '' ? null : value)

/**
 * The form's values checked and turned into the payload (docs/product/account.md#address-payload): name, street, street2, zip, city,
 * phone, mobile, email, vat and state_id always, country_id and title_id only when one is chosen. The
 * checks (and their French messages) are the shop server's own payload schema, so an address the form
 * accepts is one the server accepts; its errors carry the payload's field names, which are the form's.
 */
export const addressFormSchema = z.pipe(
  z.pipe(
    formFields,
    z.transform((values): AddressPayloadInput => ({
      name: values.name,
      street: values.street,
      street2: textOrNull(values.street2),
      zip: values.zip,
      city: values.city,
      phone: textOrNull(values.phone),
      mobile: textOrNull(values.mobile),
      email: textOrNull(values.email),
      vat: textOrNull(values.vat),
      state_id: values.state_id === '' ? null : Number(values.state_id),
      ...(values.country_id !== '' && { country_id: Number(values.country_id) }),
      ...(values.title_id !== '' && { title_id: Number(values.title_id) }),
    })),
  ),
  addressPayloadSchema,
)

export const ADDRESS_FORM_FIELDS = Object.keys(formFields.shape) as Array<keyof AddressFormValues>

const FRANCE_CODE = 'FR'

/**
 * The form's starting values: the address being edited, or a blank one in France. The title, country
 * and state the address has are kept even when the settings do not list them (no select is shown
 * then), so saving it does not clear them.
 */
export function addressFormDefaults(address: Address | undefined, references: AddressReferences): AddressFormValues {
  const defaultCountry = references.countries.find((country) => country.code === FRANCE_CODE) ?? references.countries[0]
  const id = (ref: { id: number } | null | undefined) => (ref ? String(ref.id) : '')
  return {
    name: address?.name ?? '',
    title_id: id(address?.title),
    street: address?.street ?? '',
    street2: address?.street2 ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    country_id: id(address ? address.country : defaultCountry),
    state_id: id(address?.state),
    phone: address?.phone ?? '',
    mobile: address?.mobile ?? '',
    email: address?.email ?? '',
    vat: address?.vat ?? '',
  }
}

/** The configured countries, plus the address's own if the settings do not list it. */
export function countryChoices(address: Address | undefined, countries: readonly Country[]): Country[] {
  const own = address?.country
  return own && !countries.some((country) => country.id === own.id) ? [...countries, own] : [...countries]
}

/** The titles offered, plus the address's own if the settings do not list it. */
export function titleChoices(address: Address | undefined, titles: readonly Ref[]): Ref[] {
  const own = address?.title
  return own && !titles.some((title) => title.id === own.id) ? [...titles, own] : [...titles]
}

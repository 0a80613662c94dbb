import type { ContactDraft, ContactPayload } from './schemas/contact'

/**
 * docs/product/account.md#contacts: the payload omits null fields, and blanks the e-mail of a contact that already exists (the
 * server keeps the e-mail it has, which identifies the person).
 */
export function toContactPayload(contact: Partial<ContactDraft>, exists: boolean): Partial<ContactPayload> {
  const payload: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(contact)) {
    if (value !== null && value !== undefined) payload[key] = value
  }
  if (exists) payload.email = ''
  return payload as Partial<ContactPayload>
}

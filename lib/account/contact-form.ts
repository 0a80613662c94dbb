import type { Contact, ContactDraft, ContactPayload } from '@/lib/shop-server/schemas/contact'

/** A contact person as the shop names them: first name, then last name. */
export function contactName(contact: Pick<Contact, 'firstname' | 'lastname'>): string {
  return `${contact.firstname} ${contact.lastname}`.trim()
}

/** The contact form's fields as its inputs hold them. */
export interface ContactFormValues {
  title: string
  firstname: string
  lastname: string
  email: string
  function: string
  phone: string
  mobile: string
  size_info: string
  agent_manager: boolean
}

export const CONTACT_FORM_FIELDS = [
  'title',
  'firstname',
  'lastname',
  'email',
  'function',
  'phone',
  'mobile',
  'size_info',
  'agent_manager',
] as const

const OPTIONAL_TEXT = ['title', 'function', 'phone', 'mobile', 'size_info'] as const

export function contactFormDefaults(contact?: Contact): ContactFormValues {
  return {
    title: contact?.title ?? '',
    firstname: contact?.firstname ?? '',
    lastname: contact?.lastname ?? '',
    email: contact?.email ?? '',
    function: contact?.function ?? '',
    phone: contact?.phone ?? '',
    mobile: contact?.mobile ?? '',
    size_info: contact?.size_info ?? '',
    agent_manager: contact?.agent_manager ?? false,
  }
}

/**
 * The checked form as the contact to send. A field left blank is null (unknown, so the payload leaves
 * it out, docs/product/account.md#contacts) unless the contact had a value there: then it is '' and the server clears it.
 */
export function toContactDraft(values: ContactPayload, contact?: Contact): Partial<ContactDraft> {
  const draft: Partial<ContactDraft> = {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email || null,
    agent_manager: values.agent_manager ?? false,
  }
  for (const key of OPTIONAL_TEXT) {
    const value = values[key] ?? ''
    draft[key] = value !== '' ? value : contact?.[key] ? '' : null
  }
  return draft
}

import { LEAD_DATA_FIELD, LEAD_FILES_FIELD, type LeadInput } from '@/lib/shop-server/schemas/lead'

/** The multipart body of `POST leads`: the lead as JSON in `data`, the attachment in `files`. */
export function toLeadFormData(lead: LeadInput, file?: File | null): FormData {
  const body = new FormData()
  body.set(LEAD_DATA_FIELD, JSON.stringify(lead))
  if (file) body.set(LEAD_FILES_FIELD, file, file.name)
  return body
}

/**
 * The lead schema has no field for what a request is about (a product on /product-contact), so the
 * reference heads the message, where whoever answers reads it first.
 */
export function withReference(lead: LeadInput, reference: string | undefined): LeadInput {
  return reference ? { ...lead, description: `${reference}\n\n${lead.description}` } : lead
}

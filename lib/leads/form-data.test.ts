import { describe, expect, it } from 'vitest'
import { leadInputSchema, type LeadInput } from '@/lib/shop-server/schemas/lead'
import { toLeadFormData, withReference } from './form-data'

const LEAD: LeadInput = {
  subject: 'Demande de devis',
  email: 'lea.dupont@exemple.fr',
  name: 'Léa Dupont',
  phone: '04 72 00 00 00',
  company: 'Atelier Dupont',
  zip: '69003',
  city: 'Lyon',
  country: 76,
  description: 'Vingt blousons en taille L.',
}

describe('toLeadFormData', () => {
  it('puts the lead as JSON in `data`, in the shape the shop server parses', () => {
    const body = toLeadFormData(LEAD)
    const data = body.get('data')
    expect(typeof data).toBe('string')
    expect(leadInputSchema.parse(JSON.parse(data as string))).toEqual(LEAD)
    expect(body.has('files')).toBe(false)
  })

  it('attaches the file under `files` with its name', async () => {
    const file = new File(['%PDF-1.4\n'], 'cahier-des-charges.pdf', { type: 'application/pdf' })
    const part = toLeadFormData(LEAD, file).getAll('files')
    expect(part).toHaveLength(1)
    expect(part[0]).toBeInstanceOf(File)
    expect((part[0] as File).name).toBe('cahier-des-charges.pdf')
    expect(await (part[0] as File).text()).toBe('%PDF-1.4\n')
  })

  it('sends no file part without a file', () => {
    expect(toLeadFormData(LEAD, null).has('files')).toBe(false)
  })
})

describe('withReference', () => {
  it('heads the message with the reference', () => {
    expect(withReference(LEAD, 'Produit : Blouson (réf. VH-1)').description).toBe(
      'Produit : Blouson (réf. VH-1)\n\nVingt blousons en taille L.',
    )
  })

  it('leaves the lead alone without one', () => {
    expect(withReference(LEAD, undefined)).toBe(LEAD)
  })
})

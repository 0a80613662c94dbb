import { describe, expect, it } from 'vitest'
import { leadFormSchema, type LeadFormInput } from './form-schema'

const BLANK: LeadFormInput = {
  subject: '',
  name: '',
  email: '',
  company: '',
  phone: '',
  mobile: '',
  street: '',
  street2: '',
  zip: '',
  city: '',
  country: '76',
  description: '',
}

const messages = (input: LeadFormInput) => {
  const result = leadFormSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('leadFormSchema', () => {
  it('asks in French for the subject, the e-mail, the name and the message', () => {
    expect(messages(BLANK)).toEqual({
      subject: 'L’objet est obligatoire.',
      email: 'L’adresse e-mail est obligatoire.',
      name: 'Le nom est obligatoire.',
      description: 'Le message est obligatoire.',
    })
  })

  it('checks the e-mail, the phone numbers and the postal code', () => {
    const filled = { ...BLANK, subject: 'Autre', name: 'Léa Dupont', description: 'Bonjour' }
    expect(messages({ ...filled, email: 'lea.dupont', phone: 'abc', zip: '6900' })).toEqual({
      email: 'L’adresse e-mail n’est pas valide.',
      phone: 'Le numéro de téléphone n’est pas valide.',
      zip: 'Le code postal doit comporter 5 chiffres.',
    })
  })

  it('gives the lead with the country as an id, or none', () => {
    const filled = {
      ...BLANK,
      subject: 'Autre',
      name: ' Léa Dupont ',
      email: 'lea@exemple.fr',
      description: 'Bonjour',
      zip: '97110',
      country: '87',
    }
    expect(leadFormSchema.parse(filled)).toMatchObject({ name: 'Léa Dupont', zip: '97110', country: 87 })
    expect(leadFormSchema.parse({ ...filled, country: '' }).country).toBeNull()
  })
})

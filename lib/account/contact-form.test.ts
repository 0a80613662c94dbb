import { describe, expect, it } from 'vitest'
import { toContactPayload } from '@/lib/shop-server/contact-payload'
import { contactCreatePayloadSchema, contactPayloadSchema, type Contact } from '@/lib/shop-server/schemas/contact'
import { contactFormDefaults, toContactDraft } from './contact-form'

const AMINA: Contact = {
  id: 1210,
  firstname: 'Amina',
  lastname: 'Diallo',
  email: 'amina.diallo@exemple.fr',
  title: 'Mme',
  function: 'Agent d’entretien',
  phone: null,
  mobile: '+33 6 39 98 12 10',
  size_info: 'Blouse M, chaussures 38',
  agent_manager: false,
  auth_state: 'invited',
}

describe('toContactDraft', () => {
  it('leaves out what a new contact was not given', () => {
    const values = contactCreatePayloadSchema.parse({
      ...contactFormDefaults(),
      firstname: ' Léa ',
      lastname: 'Dupont',
      email: 'lea.dupont@exemple.fr',
    })
    const draft = toContactDraft(values)
    expect(draft).toEqual({
      firstname: 'Léa',
      lastname: 'Dupont',
      email: 'lea.dupont@exemple.fr',
      agent_manager: false,
      title: null,
      function: null,
      phone: null,
      mobile: null,
      size_info: null,
    })
    expect(toContactPayload(draft, false)).toEqual({
      firstname: 'Léa',
      lastname: 'Dupont',
      email: 'lea.dupont@exemple.fr',
      agent_manager: false,
    })
  })

  it('clears a field the contact had and the buyer emptied, and leaves out the ones it never had', () => {
    const values = contactPayloadSchema.parse({
      ...contactFormDefaults(AMINA),
      mobile: '  ',
      function: 'Cheffe d’équipe',
    })
    const payload = toContactPayload(toContactDraft(values, AMINA), true)
    expect(payload).toEqual({
      firstname: 'Amina',
      lastname: 'Diallo',
      email: '',
      agent_manager: false,
      title: 'Mme',
      function: 'Cheffe d’équipe',
      mobile: '',
      size_info: 'Blouse M, chaussures 38',
    })
    expect('phone' in payload).toBe(false)
  })
})

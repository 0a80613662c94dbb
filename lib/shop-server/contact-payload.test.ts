import { describe, expect, it } from 'vitest'
import { toContactPayload } from './contact-payload'

const draft = {
  firstname: 'Marc',
  lastname: 'Lemoine',
  email: 'marc.lemoine@exemple.fr',
  title: null,
  function: 'Responsable des services techniques',
  phone: null,
  mobile: '+33 6 39 98 20 01',
  size_info: null,
  agent_manager: false,
}

describe('toContactPayload', () => {
  it('omits null fields and keeps the others, false included', () => {
    expect(toContactPayload(draft, false)).toEqual({
      firstname: 'Marc',
      lastname: 'Lemoine',
      email: 'marc.lemoine@exemple.fr',
      function: 'Responsable des services techniques',
      mobile: '+33 6 39 98 20 01',
      agent_manager: false,
    })
  })

  it('blanks the e-mail of a contact that already exists', () => {
    expect(toContactPayload(draft, true)).toMatchObject({ email: '', firstname: 'Marc' })
    expect(toContactPayload({ ...draft, email: null }, true).email).toBe('')
  })

  it('keeps empty strings, which clear a field on the server', () => {
    expect(toContactPayload({ ...draft, phone: '' }, false).phone).toBe('')
  })
})

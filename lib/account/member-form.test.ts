import { describe, expect, it } from 'vitest'
import { memberFormDefaults, memberFormSchema } from './member-form'

describe('memberFormSchema', () => {
  it('sends every field, trimmed, blanks as null', () => {
    expect(
      memberFormSchema.parse({ name: ' Inès Garnier ', email: ' ines.garnier@exemple.fr ', phone: '', mobile: ' ' }),
    ).toStrictEqual({
      name: 'Inès Garnier',
      email: 'ines.garnier@exemple.fr',
      phone: null,
      mobile: null,
    })
    expect(memberFormSchema.parse({ ...memberFormDefaults(), name: 'Inès Garnier' })).toMatchObject({ email: null })
  })

  it('refuses a blank name and a malformed e-mail, on those fields', () => {
    const result = memberFormSchema.safeParse({ name: '  ', email: 'ines.garnier', phone: '', mobile: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Le nom est obligatoire'],
      ['email', 'Adresse e-mail invalide'],
    ])
  })
})

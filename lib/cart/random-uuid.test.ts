import { webcrypto } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { randomUuid } from './random-uuid'

describe('randomUuid', () => {
  const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

  it('uses crypto.randomUUID where it exists', () => {
    const uuid = randomUuid({
      randomUUID: () => '00000000-0000-4000-8000-000000000000',
      getRandomValues: webcrypto.getRandomValues.bind(webcrypto),
    })
    expect(uuid()).toBe('00000000-0000-4000-8000-000000000000')
  })

  it('makes distinct v4 uuids outside a secure context', () => {
    const uuid = randomUuid({ getRandomValues: webcrypto.getRandomValues.bind(webcrypto) as Crypto['getRandomValues'] })
    const made = new Set(Array.from({ length: 100 }, uuid))
    expect(made.size).toBe(100)
    for (const id of made) expect(id).toMatch(v4)
  })
})

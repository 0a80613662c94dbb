import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { signPayable, verifyPayable, type PayablePayload } from './payable'

const dirs = [mkdtempSync(path.join(tmpdir(), 'payable-')), mkdtempSync(path.join(tmpdir(), 'payable-'))] as const
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

const PAYLOAD: PayablePayload = { kind: 'cart', id: 2401, customerId: 1001, amount: 1234.5, currency: 'EUR' }

describe('payable tokens', () => {
  it('round-trips and keeps its secret in the data folder', () => {
    const token = signPayable(PAYLOAD, dirs[0])
    expect(verifyPayable(token, dirs[0])).toEqual(PAYLOAD)
    expect(readFileSync(path.join(dirs[0], 'payable.key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses a token from another data folder, a changed amount or garbage', () => {
    const token = signPayable(PAYLOAD, dirs[0])
    expect(verifyPayable(token, dirs[1])).toBeNull()
    const [header, , signature] = token.split('.')
    const body = Buffer.from(JSON.stringify({ ...PAYLOAD, amount: 1, exp: 9e9 })).toString('base64url')
    expect(verifyPayable(`${header}.${body}.${signature}`, dirs[0])).toBeNull()
    expect(verifyPayable('abc', dirs[0])).toBeNull()
  })

  it('expires after a day', () => {
    vi.useFakeTimers({ now: Date.parse('2026-04-15T08:00:00Z') })
    try {
      const token = signPayable(PAYLOAD, dirs[0])
      vi.setSystemTime(Date.parse('2026-04-16T08:00:01Z'))
      expect(verifyPayable(token, dirs[0])).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { demoConfig } from './config'

/**
 * Payables are what the payment page is allowed to charge. Like upstream (an HS256 JWT signed with the
 * database secret), anyone holding the token may pay it, so it is signed and short-lived; the secret
 * lives in the data folder so tokens survive a restart but not a fresh clone.
 */
export interface PayablePayload {
  kind: 'cart' | 'quotation'
  id: number
  customerId: number
  amount: number
  currency: string
}

const LIFETIME_S = 24 * 3600
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
const secrets = new Map<string, Buffer>()

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url')
}

function secretFor(dataDir: string): Buffer {
  let secret = secrets.get(dataDir)
  if (secret) return secret
  const file = path.join(dataDir, 'payable.key')
  try {
    secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
  } catch {
    secret = randomBytes(32)
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, secret.toString('hex'), { mode: 0o600 })
  }
  secrets.set(dataDir, secret)
  return secret
}

function sign(input: string, dataDir: string): Buffer {
  return createHmac('sha256', secretFor(dataDir)).update(input).digest()
}

export function signPayable(payload: PayablePayload, dataDir: string = demoConfig.dataDir): string {
  const now = Math.floor(Date.now() / 1000)
  const body = base64url(JSON.stringify({ ...payload, iat: now, exp: now + LIFETIME_S }))
  return `${HEADER}.${body}.${sign(`${HEADER}.${body}`, dataDir).toString('base64url')}`
}

/** The payload of a valid, unexpired token; null for anything else. */
export function verifyPayable(token: string, dataDir: string = demoConfig.dataDir): PayablePayload | null {
  const [header, body, signature, extra] = token.split('.')
  if (header !== HEADER || !body || !signature || extra !== undefined) return null
  const expected = sign(`${header}.${body}`, dataDir)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PayablePayload & { exp?: number }
    if (typeof claims.exp !== 'number' || claims.exp < Date.now() / 1000) return null
    const { kind, id, customerId, amount, currency } = claims
    return { kind, id, customerId, amount, currency }
  } catch {
    return null
  }
}

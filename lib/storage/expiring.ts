import type { z, ZodType } from 'zod'

export type ExpiringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export const DEFAULT_EXPIRY_MS = 5 * 60_000

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const

/** docs/product/constants.md#stored-values: `<count><unit>` with unit s, m, h or d; anything else means the 5-minute default. */
export function parseExpiry(expiry?: string): number {
  const match = /^(\d+)([smhd])$/.exec(expiry?.trim() ?? '')
  if (!match) return DEFAULT_EXPIRY_MS
  const [, count, unit] = match
  const ms = Number(count) * UNIT_MS[unit as keyof typeof UNIT_MS]
  return ms > 0 && Number.isSafeInteger(ms) ? ms : DEFAULT_EXPIRY_MS
}

interface Entry {
  value: unknown
  createdAt: number
  expiresAt: number
}

export interface ExpiringStore {
  /** Returns false when the browser refused to store (quota, private mode); the caller decides. */
  set(key: string, value: unknown, expiry?: string): boolean
  get(key: string): unknown
  /** With a schema, a value of the wrong shape (older app version, tampering) is dropped too. */
  get<S extends ZodType>(key: string, schema: S): z.infer<S> | undefined
  remove(key: string): void
}

export function createExpiringStore(storage: ExpiringStorage, now: () => number = () => Date.now()): ExpiringStore {
  function remove(key: string) {
    try {
      storage.removeItem(key)
    } catch {
      // Storage can be disabled entirely; there is then nothing to remove.
    }
  }

  function readEntry(key: string): Entry | undefined {
    let text: string | null
    try {
      text = storage.getItem(key)
    } catch {
      return undefined
    }
    if (text === null) return undefined
    const entry = parseEntry(text)
    if (!entry || now() >= entry.expiresAt) {
      remove(key)
      return undefined
    }
    return entry
  }

  return {
    set(key, value, expiry) {
      const createdAt = now()
      const entry: Entry = { value, createdAt, expiresAt: createdAt + parseExpiry(expiry) }
      try {
        storage.setItem(key, JSON.stringify(entry))
        return true
      } catch {
        return false
      }
    },
    get(key: string, schema?: ZodType) {
      const entry = readEntry(key)
      if (!entry || !schema) return entry?.value
      const parsed = schema.safeParse(entry.value)
      if (parsed.success) return parsed.data
      remove(key)
      return undefined
    },
    remove,
  }
}

function parseEntry(text: string): Entry | undefined {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof data !== 'object' || data === null || !('value' in data)) return undefined
  const { value, createdAt, expiresAt } = data as Record<string, unknown>
  if (typeof createdAt !== 'number' || typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return undefined
  return { value, createdAt, expiresAt }
}

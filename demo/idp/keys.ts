import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose'

export interface JwkSet {
  keys: JWK[]
}

/**
 * Secrets are generated once and kept in the data folder, so tokens, refresh tokens and the
 * provider's cookies stay valid across restarts. The promise is shared within the process so the
 * identity provider and the shop server never generate two different keys for one folder.
 */
const loaded = new Map<string, Promise<unknown>>()

function loadOrCreate<T>(file: string, create: () => Promise<T>): Promise<T> {
  let pending = loaded.get(file) as Promise<T> | undefined
  if (!pending) {
    pending = readOrWrite(file, create)
    loaded.set(file, pending)
    pending.catch(() => loaded.delete(file))
  }
  return pending
}

async function readOrWrite<T>(file: string, create: () => Promise<T>): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const value = await create()
  await mkdir(path.dirname(file), { recursive: true })
  try {
    await writeFile(file, JSON.stringify(value, null, 2), { flag: 'wx', mode: 0o600 })
    return value
  } catch (error) {
    // Another process created it between our read and our write: theirs is the key in use.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return JSON.parse(await readFile(file, 'utf8')) as T
  }
}

async function createSigningKeys(): Promise<JwkSet> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = await exportJWK(privateKey)
  return { keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }] }
}

/** The provider's private signing keys (RS256), persisted in `idp-jwks.json`. */
export function signingKeys(dataDir: string): Promise<JwkSet> {
  return loadOrCreate(path.join(dataDir, 'idp-jwks.json'), createSigningKeys)
}

/** The public half, as `/jwks` publishes it: what a resource server verifies access tokens with. */
export async function publicKeys(dataDir: string): Promise<JwkSet> {
  const { keys } = await signingKeys(dataDir)
  return { keys: keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })) }
}

/** Keys that sign the provider's session and interaction cookies, persisted in `idp-cookie-keys.json`. */
export async function cookieKeys(dataDir: string): Promise<string[]> {
  const { keys } = await loadOrCreate(path.join(dataDir, 'idp-cookie-keys.json'), async () => ({
    keys: [randomBytes(32).toString('base64url')],
  }))
  return keys
}

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openStore, type DemoStore } from '../db'
import { storeAdapter, sweepExpired } from './adapter'

let store: DemoStore
beforeAll(async () => {
  store = await openStore(undefined)
})
afterAll(async () => {
  await store.close()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('oidc-provider adapter on the demo store', () => {
  it('honours expiry: an expired artefact is not found, and the start-up sweep deletes it', async () => {
    const codes = storeAdapter(store)('AuthorizationCode')
    vi.useFakeTimers({ toFake: ['Date'] })
    await codes.upsert('court', { grantId: 'g1' }, 60)
    await codes.upsert('long', { grantId: 'g1' }, 3600)
    vi.setSystemTime(Date.now() + 61_000)
    expect(await codes.find('court')).toBeUndefined()
    expect(await codes.find('long')).toEqual({ grantId: 'g1' })

    await codes.upsert('oublie', { grantId: 'g2' }, 1)
    vi.setSystemTime(Date.now() + 2_000)
    await sweepExpired(store)
    expect(await store.get('oidc:AuthorizationCode', 'oublie')).toBeUndefined()
    expect(await store.get('oidc:AuthorizationCode', 'long')).toBeDefined()
  })

  it('finds sessions by uid, marks consumption, and revokes every token of a grant', async () => {
    const adapter = storeAdapter(store)
    await adapter('Session').upsert('s1', { uid: 'uid-1', accountId: 'a' }, 600)
    expect(await adapter('Session').findByUid('uid-1')).toMatchObject({ accountId: 'a' })

    const tokens = adapter('RefreshToken')
    await tokens.upsert('r1', { grantId: 'g9' }, 600)
    await tokens.upsert('r2', { grantId: 'g9' }, 600)
    await tokens.upsert('r3', { grantId: 'autre' }, 600)
    await tokens.consume('r1')
    expect((await tokens.find('r1'))?.consumed).toEqual(expect.any(Number))

    await tokens.revokeByGrantId('g9')
    expect(await tokens.find('r1')).toBeUndefined()
    expect(await tokens.find('r2')).toBeUndefined()
    expect(await tokens.find('r3')).toBeDefined()
  })
})

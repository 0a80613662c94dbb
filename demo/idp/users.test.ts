import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../accounts'
import { noFaults, type DemoContext } from '../context'
import { demoConfig } from '../config'
import { openStore } from '../db'
import { authenticate, createUser, findUserBySub, hasUser, setUserPassword } from './users'

let ctx: DemoContext
beforeAll(async () => {
  ctx = { config: demoConfig, store: await openStore(undefined), faults: noFaults() }
})
afterAll(async () => {
  await ctx.store.close()
})

const [demo] = DEMO_ACCOUNTS

describe('identity provider accounts', () => {
  it('authenticates a demo account whatever the case of the e-mail, and nobody with a wrong password', async () => {
    expect((await authenticate(ctx, ` ${demo!.login.toUpperCase()} `, demo!.password))?.sub).toBe(demo!.sub)
    expect(await authenticate(ctx, demo!.login, `${demo!.password}x`)).toBeUndefined()
    expect(await authenticate(ctx, 'personne@exemple.fr', demo!.password)).toBeUndefined()
  })

  it('stores a registered account with a password hash, never the password', async () => {
    const user = await createUser(ctx, { name: 'Paul Durand', login: 'Paul.Durand@exemple.fr', password: 'secret-123' })
    if (user === 'exists') throw new Error('déjà créé')
    expect(user.login).toBe('paul.durand@exemple.fr')
    expect(JSON.stringify(await ctx.store.list('idp:user'))).not.toContain('secret-123')
    expect(await findUserBySub(ctx, user.sub)).toEqual(user)
    expect((await authenticate(ctx, 'paul.durand@exemple.fr', 'secret-123'))?.sub).toBe(user.sub)
    expect(await createUser(ctx, { name: 'Autre', login: 'paul.durand@exemple.fr', password: 'x' })).toBe('exists')
    expect(await hasUser(ctx, 'PAUL.DURAND@exemple.fr')).toBe(true)
  })

  it('changes a registered password, never a demo account’s', async () => {
    await createUser(ctx, { name: 'Inès Petit', login: 'ines.petit@exemple.fr', password: 'ancien-mdp' })
    expect(await setUserPassword(ctx, 'ines.petit@exemple.fr', 'nouveau-mdp')).toBe('updated')
    expect(await authenticate(ctx, 'ines.petit@exemple.fr', 'ancien-mdp')).toBeUndefined()
    expect(await authenticate(ctx, 'ines.petit@exemple.fr', 'nouveau-mdp')).toBeDefined()
    expect(await setUserPassword(ctx, demo!.login, 'autre')).toBe('demo-account')
    expect(await setUserPassword(ctx, 'personne@exemple.fr', 'autre')).toBe('unknown')
  })
})

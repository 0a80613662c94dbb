import { randomUUID } from 'node:crypto'
import type { DemoContext } from '../context'
import { DEMO_ACCOUNTS, displayName, findAccountByLogin, findAccountBySub } from '../accounts'
import { burnPasswordCheck, hashPassword, sameSecret, verifyPasswordHash } from './passwords'

/** Who the identity provider knows: what it needs for credentials and for the profile claims. */
export interface IdpUser {
  sub: string
  login: string
  name: string
  givenName: string | null
  familyName: string | null
}

/** An account registered at run time; stored under kind `idp:user`, id = login, owner = sub. */
interface StoredUser extends IdpUser {
  passwordHash: string
  createdAt: string
}

export const IDP_USER_KIND = 'idp:user'
const KIND = IDP_USER_KIND

const demoUsers: IdpUser[] = DEMO_ACCOUNTS.map((a) => ({
  sub: a.sub,
  login: a.login,
  name: displayName(a),
  givenName: a.givenName,
  familyName: a.familyName,
}))

function publicPart({ sub, login, name, givenName, familyName }: IdpUser): IdpUser {
  return { sub, login, name, givenName, familyName }
}

export async function findUserBySub(ctx: DemoContext, sub: string): Promise<IdpUser | undefined> {
  if (findAccountBySub(sub)) return demoUsers.find((u) => u.sub === sub)
  const [stored] = await ctx.store.list<StoredUser>(KIND, sub)
  return stored && publicPart(stored)
}

export async function authenticate(ctx: DemoContext, login: string, password: string): Promise<IdpUser | undefined> {
  const wanted = login.trim().toLowerCase()
  const demo = findAccountByLogin(wanted)
  if (demo) return sameSecret(password, demo.password) ? demoUsers.find((u) => u.sub === demo.sub) : undefined
  const stored = await ctx.store.get<StoredUser>(KIND, wanted)
  if (!stored) {
    await burnPasswordCheck(password)
    return undefined
  }
  return (await verifyPasswordHash(password, stored.passwordHash)) ? publicPart(stored) : undefined
}

/** Provisioning, as a back office would do through the provider's admin API; `exists` when the login is taken. */
export async function createUser(
  ctx: DemoContext,
  input: { name: string; login: string; password: string },
): Promise<IdpUser | 'exists'> {
  const login = input.login.trim().toLowerCase()
  if (findAccountByLogin(login) || (await ctx.store.get(KIND, login))) return 'exists'
  const user: StoredUser = {
    sub: randomUUID(),
    login,
    name: input.name,
    givenName: null,
    familyName: null,
    passwordHash: await hashPassword(input.password),
    createdAt: new Date().toISOString(),
  }
  await ctx.store.put(KIND, login, user.sub, user)
  return publicPart(user)
}

/** Whether the login belongs to an account, demo or registered. */
export async function hasUser(ctx: DemoContext, login: string): Promise<boolean> {
  const wanted = login.trim().toLowerCase()
  return Boolean(findAccountByLogin(wanted) || (await ctx.store.get(KIND, wanted)))
}

/** Password reset of a registered account; the demo accounts keep theirs (they are printed in the README). */
export async function setUserPassword(
  ctx: DemoContext,
  login: string,
  password: string,
): Promise<'updated' | 'demo-account' | 'unknown'> {
  const wanted = login.trim().toLowerCase()
  if (findAccountByLogin(wanted)) return 'demo-account'
  const stored = await ctx.store.get<StoredUser>(KIND, wanted)
  if (!stored) return 'unknown'
  await ctx.store.put<StoredUser>(KIND, wanted, stored.sub, { ...stored, passwordHash: await hashPassword(password) })
  return 'updated'
}

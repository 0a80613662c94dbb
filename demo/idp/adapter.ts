import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { DemoStore } from '../db'

interface Stored {
  id: string
  payload: AdapterPayload
  /** Epoch ms; null for artefacts without expiry. */
  expiresAt: number | null
}

const kindOf = (model: string) => `oidc:${model}`

/**
 * Keeps the provider's artefacts (sessions, grants, codes, refresh tokens, interactions) in the demo
 * store under kind `oidc:<Model>`, so a restart does not sign everybody out. The owner column indexes
 * what the provider looks up besides the id: the grant of a token, the uid of a session.
 */
export function storeAdapter(store: DemoStore) {
  return (model: string): Adapter => {
    const kind = kindOf(model)
    const ownerOf = (payload: AdapterPayload) => (model === 'Session' ? payload.uid : payload.grantId) ?? null
    const live = (doc: Stored | undefined) =>
      doc && (doc.expiresAt === null || doc.expiresAt > Date.now()) ? doc : undefined

    async function load(id: string): Promise<Stored | undefined> {
      const doc = await store.get<Stored>(kind, id)
      if (doc && !live(doc)) await store.remove(kind, id)
      return live(doc)
    }

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : null
        await store.put<Stored>(kind, id, ownerOf(payload), { id, payload, expiresAt })
      },
      async find(id) {
        return (await load(id))?.payload
      },
      async findByUid(uid) {
        const [doc] = await store.list<Stored>(kind, uid)
        return live(doc)?.payload
      },
      // Device flow is off: no artefact carries a user code.
      async findByUserCode() {
        return undefined
      },
      async consume(id) {
        const doc = await load(id)
        if (!doc) return
        await store.put<Stored>(kind, id, ownerOf(doc.payload), {
          ...doc,
          payload: { ...doc.payload, consumed: Math.floor(Date.now() / 1000) },
        })
      },
      async destroy(id) {
        await store.remove(kind, id)
      },
      async revokeByGrantId(grantId) {
        const docs = await store.list<Stored>(kind, grantId)
        await Promise.all(docs.map((doc) => store.remove(kind, doc.id)))
      },
    }
  }
}

/** Expired artefacts nobody looks up again would stay forever; the provider sweeps them at start. */
export async function sweepExpired(store: DemoStore): Promise<void> {
  await store.db.query(
    `delete from docs where kind like 'oidc:%' and (data->>'expiresAt') is not null and (data->>'expiresAt')::bigint < $1`,
    [Date.now()],
  )
}

import { PGlite } from '@electric-sql/pglite'

/**
 * The demo's state: one JSONB document table, keyed by kind and id and owned by a customer, plus the
 * cart-transaction uuids already applied, per customer. PGlite keeps it in a folder, so it survives restarts.
 */
export interface DemoStore {
  get<T>(kind: string, id: string): Promise<T | undefined>
  list<T>(kind: string, owner?: string): Promise<T[]>
  put<T>(kind: string, id: string, owner: string | null, data: T): Promise<void>
  remove(kind: string, id: string): Promise<boolean>
  /**
   * Records a customer's transaction uuid; false when that customer's change was already applied (replays
   * change nothing). Another customer's uuid is another change: uuids are made by browsers, not by us.
   */
  claimTransaction(customerId: number, uuid: string): Promise<boolean>
  /** Next value of a named counter, for Odoo-like integer ids and SO numbers. */
  nextId(sequence: string): Promise<number>
  close(): Promise<void>
  readonly db: PGlite
}

export async function openStore(dir: string | undefined): Promise<DemoStore> {
  const db = dir ? await PGlite.create(dir) : await PGlite.create()
  await db.exec(`
    create table if not exists docs (
      kind text not null, id text not null, owner text, data jsonb not null,
      primary key (kind, id));
    create index if not exists docs_owner on docs (kind, owner);
    drop table if exists applied_transactions;
    create table if not exists applied_cart_transactions (
      customer_id integer not null, uuid text not null, applied_at timestamptz default now(),
      primary key (customer_id, uuid));
    create table if not exists sequences (name text primary key, value integer not null);
  `)
  return {
    db,
    async get<T>(kind: string, id: string) {
      const r = await db.query<{ data: T }>('select data from docs where kind = $1 and id = $2', [kind, id])
      return r.rows[0]?.data
    },
    async list<T>(kind: string, owner?: string) {
      const r =
        owner === undefined
          ? await db.query<{ data: T }>('select data from docs where kind = $1 order by id', [kind])
          : await db.query<{ data: T }>('select data from docs where kind = $1 and owner = $2 order by id', [
              kind,
              owner,
            ])
      return r.rows.map((row) => row.data)
    },
    async put(kind, id, owner, data) {
      await db.query(
        `insert into docs (kind, id, owner, data) values ($1, $2, $3, $4)
         on conflict (kind, id) do update set owner = excluded.owner, data = excluded.data`,
        [kind, id, owner, JSON.stringify(data)],
      )
    },
    async remove(kind, id) {
      const r = await db.query('delete from docs where kind = $1 and id = $2', [kind, id])
      return (r.affectedRows ?? 0) > 0
    },
    async claimTransaction(customerId, uuid) {
      const r = await db.query(
        'insert into applied_cart_transactions (customer_id, uuid) values ($1, $2) on conflict do nothing',
        [customerId, uuid],
      )
      return (r.affectedRows ?? 0) > 0
    },
    async nextId(sequence) {
      const r = await db.query<{ value: number }>(
        `insert into sequences (name, value) values ($1, 1)
         on conflict (name) do update set value = sequences.value + 1 returning value`,
        [sequence],
      )
      return r.rows[0]!.value
    },
    close: () => db.close(),
  }
}

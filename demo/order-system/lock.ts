import type { DemoContext } from '../context'

const queues = new WeakMap<DemoContext, Map<string, Promise<unknown>>>()

/**
 * Runs `task` after every earlier task holding the same key. Each customer's cart and orders are read,
 * changed and written back as whole documents, so two tabs syncing at once would otherwise lose one
 * of the two updates.
 */
export function withLock<T>(ctx: DemoContext, key: string, task: () => Promise<T>): Promise<T> {
  let byKey = queues.get(ctx)
  if (!byKey) queues.set(ctx, (byKey = new Map()))
  const previous = byKey.get(key) ?? Promise.resolve()
  const run = previous.then(task, task)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  byKey.set(key, settled)
  void settled.then(() => {
    if (byKey.get(key) === settled) byKey.delete(key)
  })
  return run
}

/**
 * One call per key at a time (callers arriving meanwhile share it), and a failure answered again for
 * `holdMs` without a new call. Next renders a page that failed a second time, for its error page, and
 * that render must not wait again for the back end that just failed. Bounded: past `maxKeys` failures
 * held, the oldest is forgotten.
 */
export function createFailureHold<T>(holdMs: number, maxKeys: number, now: () => number = Date.now) {
  const running = new Map<string, Promise<T>>()
  const failed = new Map<string, { error: unknown; until: number }>()
  return function read(key: string, load: () => Promise<T>): Promise<T> {
    const held = failed.get(key)
    if (held && now() < held.until) return Promise.reject(held.error)
    const shared = running.get(key)
    if (shared) return shared
    const call = load().then(
      (value) => {
        failed.delete(key)
        return value
      },
      (error: unknown) => {
        failed.delete(key)
        failed.set(key, { error, until: now() + holdMs })
        if (failed.size > maxKeys) failed.delete(failed.keys().next().value as string)
        throw error
      },
    )
    running.set(key, call)
    void call.then(
      () => running.delete(key),
      () => running.delete(key),
    )
    return call
  }
}

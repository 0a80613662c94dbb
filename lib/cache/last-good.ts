/**
 * The last answer each key got, to serve when the source fails (stale-if-error): the page's own
 * cache (ISR) cannot help the parts of a render that every page shares, such as the header.
 * Bounded: past `maxEntries` keys, the least recently stored is forgotten. `keep` says which answers
 * are worth remembering (not, say, "no such page" for any path a visitor typed).
 */
export function createLastGood<T>(maxEntries: number, keep: (value: T) => boolean = () => true) {
  const kept = new Map<string, T>()
  return async function read(key: string, load: () => Promise<T>): Promise<T> {
    try {
      const value = await load()
      if (keep(value)) {
        kept.delete(key)
        kept.set(key, value)
        if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string)
      }
      return value
    } catch (error) {
      if (kept.has(key)) return kept.get(key) as T
      throw error
    }
  }
}

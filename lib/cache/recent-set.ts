/** A set that forgets its least recently used keys past `maxKeys`. */
export function createRecentSet(maxKeys: number) {
  const keys = new Set<string>()
  return {
    has(key: string): boolean {
      if (!keys.has(key)) return false
      keys.delete(key)
      keys.add(key)
      return true
    },
    add(key: string): void {
      keys.delete(key)
      keys.add(key)
      if (keys.size > maxKeys) keys.delete(keys.values().next().value as string)
    },
  }
}

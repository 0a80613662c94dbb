/**
 * Seeded randomness: the catalogue must come out byte-identical for a given seed, so nothing here
 * reads the clock or Math.random.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** `count` distinct items, in their original order. */
  sample<T>(items: readonly T[], count: number): T[]
  weighted<T>(items: readonly (readonly [T, number])[]): T
}

/** mulberry32: tiny, fast, good enough for fixtures. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() sur une liste vide')
    return items[Math.floor(next() * items.length)] as T
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample(items, count) {
      const chosen = new Set<number>()
      const wanted = Math.min(count, items.length)
      while (chosen.size < wanted) chosen.add(Math.floor(next() * items.length))
      return [...chosen].sort((a, b) => a - b).map((i) => items[i] as (typeof items)[number])
    },
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [item, weight] of items) {
        roll -= weight
        if (roll < 0) return item
      }
      return pick(items)[0]
    },
  }
}

/** An independent stream per record, so one record's draws never shift another's. */
export function deriveSeed(seed: number, index: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35)) >>> 0
}

/**
 * `load` answered from memory for `ttlMs` after it last succeeded; callers arriving while it runs share
 * the same promise, and a failure is not remembered (the next call tries again).
 */
export function memoizeFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | null = null
  return () => {
    if (kept && now() < kept.until) return kept.value
    const value = load()
    kept = { value, until: Number.POSITIVE_INFINITY }
    value.then(
      () => {
        if (kept?.value === value) kept.until = now() + ttlMs
      },
      () => {
        if (kept?.value === value) kept = null
      },
    )
    return value
  }
}

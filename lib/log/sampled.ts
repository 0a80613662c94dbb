/**
 * Lines anyone can trigger at will (a refused public request) must not flood the log: per key, the
 * first one is written, then at most one per `intervalMs`, telling how many were left out meanwhile.
 * Keys are a small fixed set chosen by the caller (a route and a reason), never request data.
 */
export function createLogSampler(intervalMs: number, now: () => number = () => Date.now()) {
  const lastWritten = new Map<string, { at: number; skipped: number }>()
  return function sample(key: string, write: (skipped: number) => void): void {
    const state = lastWritten.get(key)
    const time = now()
    if (state && time - state.at < intervalMs) {
      state.skipped += 1
      return
    }
    write(state?.skipped ?? 0)
    lastWritten.set(key, { at: time, skipped: 0 })
  }
}

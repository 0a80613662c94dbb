/** Nearest-rank percentile (p in (0, 100]) of unsorted values; null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1] ?? null
}

export interface LatencySummary {
  count: number
  p50: number | null
  p95: number | null
  max: number | null
}

export function summarizeLatencies(values: readonly number[]): LatencySummary {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: values.length === 0 ? null : Math.max(...values),
  }
}

/** value / base, or null when either is missing or the base is zero. */
export function ratio(value: number | null, base: number | null): number | null {
  if (value === null || base === null || base === 0) return null
  return value / base
}

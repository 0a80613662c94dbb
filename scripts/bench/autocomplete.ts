import { z } from 'zod'
import { summarizeLatencies } from './stats'

const answerSchema = z.object({ suggestions: z.array(z.object({ label: z.string() })) })

export interface AutocompleteFigures {
  /** The first call: the route handler loads its catalogue then. */
  firstMs: number
  samples: number
  p50: number | null
  p95: number | null
  /** Answers without any suggestion: a fast empty answer is not a fast search. */
  empty: number
}

export const AUTOCOMPLETE_ROUNDS = 10

/**
 * What a buyer typing in the header box waits for: `GET /api/autocomplete` through the app, one
 * request at a time (a person types one query after another), every prefix AUTOCOMPLETE_ROUNDS times.
 */
export async function measureAutocomplete(siteUrl: string, queries: readonly string[]): Promise<AutocompleteFigures> {
  const call = async (q: string) => {
    const started = performance.now()
    const response = await fetch(`${siteUrl}/api/autocomplete?${new URLSearchParams({ q })}`)
    if (!response.ok) throw new Error(`/api/autocomplete?q=${q} : HTTP ${response.status}`)
    const { suggestions } = answerSchema.parse(await response.json())
    return { ms: performance.now() - started, empty: suggestions.length === 0 }
  }
  const first = await call(queries[0] ?? 'gant')
  const latencies: number[] = []
  let empty = 0
  for (let round = 0; round < AUTOCOMPLETE_ROUNDS; round++) {
    for (const q of queries) {
      const answer = await call(q)
      latencies.push(answer.ms)
      if (answer.empty) empty += 1
    }
  }
  const { count, p50, p95 } = summarizeLatencies(latencies)
  return { firstMs: first.ms, samples: count, p50, p95, empty }
}

'use client'

import { useEffect, useState } from 'react'
import { AUTOCOMPLETE_MIN_LENGTH } from '@/lib/search/autocomplete-limits'
import type { AutocompleteSuggestion } from '@/lib/search/types'
import { deferredLogger } from '@/lib/log/deferred'

const log = deferredLogger('autocomplete')

/** Typing pauses this long before suggestions are asked for: one request per pause, not per key. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 200

/**
 * Suggestions for what is being typed, from `/api/autocomplete` (the browser never asks the search
 * server itself): asked once typing pauses, the previous request aborted by the next keystroke, within
 * `market` when one is given. `onArrive` runs when an answer is shown (to reset the active option, to
 * record the search).
 */
export function useSuggestions(
  text: string,
  market: string | null,
  onArrive: (query: string) => void,
): AutocompleteSuggestion[] {
  const [suggestions, setSuggestions] = useState<AutocompleteSuggestion[]>([])
  useEffect(() => {
    const query = text.trim()
    if (query.length < AUTOCOMPLETE_MIN_LENGTH) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: query, ...(market ? { marche: market } : {}) })
        const response = await fetch(`/api/autocomplete?${params}`, {
          signal: controller.signal,
        })
        if (!response.ok) return
        // The schema (and zod) load with the first answer, not with every page's header.
        const { autocompleteAnswerSchema } = await import('@/lib/search/autocomplete-request')
        const answer = autocompleteAnswerSchema.safeParse(await response.json())
        // An answer already received is not stopped by the abort: the next keystroke's answer is the one shown.
        if (controller.signal.aborted) return
        if (!answer.success) {
          log.error('Unreadable autocomplete answer', { error: answer.error.message })
          return
        }
        setSuggestions(answer.data.suggestions)
        onArrive(query)
      } catch {
        // Aborted by the next keystroke, or offline: the form still works with what was typed.
      }
    }, AUTOCOMPLETE_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // `onArrive` is a callback of the render, not a reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, market])
  return suggestions
}

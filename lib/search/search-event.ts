import { ANALYTICS_EVENTS } from '@/lib/analytics/events'

/** The audience-measurement event an autocomplete search records. */
export const SEARCH_EVENT = ANALYTICS_EVENTS.search

/** docs/product/search.md#autocomplete: only a text longer than this is recorded, so each keystroke of a short word is not. */
export const SEARCH_EVENT_MIN_EXCLUSIVE_LENGTH = 3

export function shouldRecordSearch(text: string): boolean {
  return [...text.trim().normalize('NFC')].length > SEARCH_EVENT_MIN_EXCLUSIVE_LENGTH
}

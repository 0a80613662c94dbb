/**
 * The keys shopping lists are read under, inside the buyer's account data (`accountQueryKey`, under the
 * buyer's key): one list, and the pages of the index (the lists a save offers among them).
 */
export const listQueryKey = (id: number) => ['lists', id] as const
export const LIST_PAGES_KEY = ['lists', 'pages'] as const

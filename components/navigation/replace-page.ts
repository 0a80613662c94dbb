import { navigate } from '@/lib/navigation/navigate'

/**
 * Loads a same-site path in full in place of the current history entry, through the navigation
 * check: the page left cannot come back with the back button, and nothing of its app survives.
 */
export function replacePage(path: string): boolean {
  const replace = (url: string) => window.location.replace(url)
  return navigate(path, { origin: window.location.origin }, { push: replace, assign: replace, logger: console })
}

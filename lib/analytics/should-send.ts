/** Plausible's test: `localhost`, 127.0.0.0/8 and `[::1]` (a URL's hostname keeps the brackets). */
const LOCAL_HOSTNAME = /^localhost$|\.localhost$|^127(\.\d+){0,2}\.\d+$|^\[::1?\]$|^::1$/

export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAME.test(hostname.toLowerCase())
}

export interface SendConditions {
  hostname: string
  /** Plausible's per-browser opt-out: `localStorage.plausible_ignore === 'true'`. */
  ignoreFlag: boolean
  endpoint: string | undefined
  /** End-to-end tests run on localhost and turn this on (ANALYTICS_ALLOW_LOCALHOST). */
  allowLocalhost: boolean
}

/** docs/product/consent-and-tracking.md#when-nothing-is-sent: never from localhost, never when the visitor opted out, and only to a configured endpoint. */
export function shouldSend({ hostname, ignoreFlag, endpoint, allowLocalhost }: SendConditions): boolean {
  if (!endpoint || ignoreFlag) return false
  return allowLocalhost || !isLocalHostname(hostname)
}

export const IGNORE_FLAG_KEY = 'plausible_ignore'

/** Takes a getter: merely reading `window.localStorage` throws when storage is blocked. */
export function readIgnoreFlag(storage: () => Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage()?.getItem(IGNORE_FLAG_KEY) === 'true'
  } catch {
    // Storage can be blocked (privacy settings); the visitor then simply has no opt-out recorded.
    return false
  }
}

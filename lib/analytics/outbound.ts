/** The link's target when it leaves the site over http(s), as Plausible counts outbound links. */
export function outboundUrl(href: string, pageUrl: string): URL | null {
  let target: URL
  try {
    target = new URL(href, pageUrl)
  } catch {
    return null
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null
  return target.host === new URL(pageUrl).host ? null : target
}

export interface LinkClick {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  /** The link's `target` attribute, if any. */
  target: string | null
  download: boolean
}

/**
 * Whether the click replaces the current page, so following it must wait for the event to leave. A new
 * tab, a download or a modified click leaves this page alive: the event is sent without holding the link.
 */
export function leavesThisPage(click: LinkClick): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey || click.download)
    return false
  return !click.target || click.target === '_self'
}

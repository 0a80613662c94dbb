/**
 * The sites a CMS page may embed in a frame. The list is short on purpose: each one is allowed by the
 * Content-Security-Policy (`frame-src`), so adding a site is a security decision made in code review,
 * not in the CMS.
 */
export const EMBED_ORIGINS = [
  'https://www.openstreetmap.org',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const

/** The URL when it is an https page of an allowed site, otherwise null. */
export function allowedEmbedUrl(raw: string): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null
  return (EMBED_ORIGINS as readonly string[]).includes(url.origin) ? url.href : null
}

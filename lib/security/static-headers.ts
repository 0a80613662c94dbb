/*
 * Headers that depend on nothing configured, for every response. next.config.ts imports this file
 * for what the proxy never sees (the build's files under /_next, and their 404 pages), so it must
 * stay free of path aliases and of other modules.
 */

export const BASE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const

/**
 * A script, style or image file ignores a policy; a page under /_next (a 404 for a file that does not
 * exist) is a page of the shop's origin and must not run anything or be framed.
 */
export const BUILD_FILE_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

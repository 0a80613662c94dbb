import { decodedForms } from './decode'

/** Never a real site: only used to ask the URL parser whether a value would leave the current origin. */
const PROBE_ORIGIN = 'http://probe.invalid'

/**
 * Return-to targets (`?target=` on login, sign-out, the OIDC callback) come from the URL, so anyone
 * can craft them. Only same-site relative paths are kept (ASVS 5.0 3.7.2); the value is returned
 * unchanged when every decoded form of it is safe, otherwise `fallback`.
 */
export function safeTarget(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback
  const forms = decodedForms(raw)
  return forms?.every(isSameSitePath) ? raw : fallback
}

function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false
  // Browsers read `\` as `/` and drop tabs and newlines, so `/\evil` and `/\t/evil` mean `//evil`.
  if (value.includes('\\') || /[\u0000-\u001f\u007f-\u009f]/.test(value)) return false
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN
  } catch {
    return false
  }
}

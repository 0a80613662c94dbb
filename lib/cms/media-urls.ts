/**
 * A Strapi with the local upload provider answers media paths (`/uploads/x.webp`) rather than URLs;
 * the shop resolves them against the CMS origin once, right after parsing, so that components only
 * ever see absolute URLs. Media objects are recognised by their `mime` and `url` fields.
 */
export function resolveMediaUrls<T>(value: T, cmsUrl: string): T {
  return resolve(value, cmsUrl) as T
}

function resolve(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, base))
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value).map(([key, field]) => [key, resolve(field, base)] as const)
  const object = Object.fromEntries(entries) as Record<string, unknown>
  if (typeof object.mime === 'string' && typeof object.url === 'string') object.url = new URL(object.url, base).href
  return object
}

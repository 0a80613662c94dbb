/**
 * Catalogue addresses (docs/product/catalogue.md#handle-lookup): products and categories live at `/{url_key}` (catch-all route), a
 * product link names its variant with `?sku=`.
 */

export function productHref(urlKey: string, sku?: string | null): string {
  const path = `/${encodeURIComponent(urlKey)}`
  return sku ? `${path}?sku=${encodeURIComponent(sku)}` : path
}

export function categoryHref(urlKey: string): string {
  return `/${encodeURIComponent(urlKey)}`
}

/** Slashes around the key and a trailing `index.html` (old static URLs) are not part of a url_key. */
export function cleanUrlKey(urlKey: string): string {
  return urlKey
    .replace(/^\/+/, '')
    .replace(/(?:^|\/)index\.html$/i, '')
    .replace(/\/+$/, '')
}

/** True when the address was already the bare url_key, so no redirect is needed once found. */
export function isCleanUrlKey(urlKey: string): boolean {
  return cleanUrlKey(urlKey) === urlKey.replace(/^\/+|\/+$/g, '')
}

/**
 * Kept apart from the browser adapters, which carry schemas: the page makes a visitor's first change
 * with it before the engine's code arrives (docs/adr/0023-cart-engine-on-demand.md).
 */

/** `crypto.randomUUID` exists only in secure contexts; a shop reached over plain HTTP gets a v4 uuid made by hand. */
export function randomUuid(
  crypto: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>,
): () => string {
  if (typeof crypto.randomUUID === 'function') return () => crypto.randomUUID!()
  return () => {
    const bytes = crypto.getRandomValues(new Uint8Array(16))
    bytes[6] = (bytes[6]! & 0x0f) | 0x40
    bytes[8] = (bytes[8]! & 0x3f) | 0x80
    const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  }
}

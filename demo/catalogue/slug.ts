/** French label to URL slug: "Gants anti-coupure – Niveau D" → "gants-anti-coupure-niveau-d". */
export function slugify(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Hands out slugs unique across products and categories: the catch-all route resolves either from
 * the same handle, so a clash would hide one of them.
 */
export function createSlugRegistry() {
  const used = new Set<string>()
  const nextSuffix = new Map<string, number>()
  return {
    claim(label: string): string {
      const base = slugify(label)
      if (!used.has(base)) {
        used.add(base)
        return base
      }
      let n = nextSuffix.get(base) ?? 2
      while (used.has(`${base}-${n}`)) n += 1
      nextSuffix.set(base, n + 1)
      const slug = `${base}-${n}`
      used.add(slug)
      return slug
    },
  }
}

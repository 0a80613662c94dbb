import type { CSSProperties } from 'react'

/** Items past the first rows appear with the last ones rather than seconds later. */
const STAGGER_CAP = 8

/** The `--i` custom property the stagger styles multiply by their per-item delay. */
export function staggerStyle(index: number): CSSProperties {
  return { '--i': Math.min(index, STAGGER_CAP) } as CSSProperties
}

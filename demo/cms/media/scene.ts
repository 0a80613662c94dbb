import { palette, type Motif } from './motifs'

export interface Placed {
  motif: Motif
  accent?: string
  /** Centre, as fractions of the width and height. */
  x: number
  y: number
  /** Side of the motif's box, as a fraction of the height. */
  size: number
  rotate?: number
  shadow?: boolean
}

export interface SceneSpec {
  width: number
  height: number
  /** Top and bottom colours of the background. */
  sky: readonly [string, string]
  /** Height of the ground band as a fraction of the height (0: none). */
  ground?: number
  groundColor?: string
  backdrop?: 'hills' | 'city' | 'dots' | 'none'
  sun?: { x: number; y: number; r: number; color?: string }
  items: Placed[]
}

const round = (n: number) => Math.round(n * 10) / 10

function backdrop(spec: SceneSpec, horizon: number): string {
  const { width: w, height: h } = spec
  switch (spec.backdrop ?? 'none') {
    case 'hills':
      return `<path d="M0 ${horizon} Q${w * 0.2} ${horizon - h * 0.18} ${w * 0.42} ${horizon - h * 0.04} T${w} ${horizon - h * 0.1} L${w} ${horizon} Z" fill="${palette.green}" opacity=".25"/>
        <path d="M0 ${horizon} Q${w * 0.35} ${horizon - h * 0.1} ${w * 0.7} ${horizon - h * 0.02} T${w} ${horizon - h * 0.05} L${w} ${horizon} Z" fill="${palette.green}" opacity=".35"/>`
    case 'city': {
      // Deterministic skyline: widths and heights cycle through fixed steps.
      const blocks: string[] = []
      let x = 0
      for (let i = 0; x < w; i++) {
        const bw = w * (0.05 + ((i * 7) % 5) * 0.012)
        const bh = h * (0.12 + ((i * 11) % 7) * 0.035)
        blocks.push(
          `<rect x="${round(x)}" y="${round(horizon - bh)}" width="${round(bw - 4)}" height="${round(bh)}" fill="${palette.navy}" opacity="${i % 2 ? 0.16 : 0.24}"/>`,
        )
        x += bw
      }
      return blocks.join('')
    }
    case 'dots': {
      const dots: string[] = []
      for (let i = 0; i < 28; i++) {
        const cx = ((i * 37) % 100) / 100
        const cy = ((i * 53) % 100) / 100
        dots.push(
          `<circle cx="${round(cx * w)}" cy="${round(cy * horizon)}" r="${round(h * (0.006 + (i % 4) * 0.003))}" fill="${palette.white}" opacity=".55"/>`,
        )
      }
      return dots.join('')
    }
    case 'none':
      return ''
  }
}

/** A flat illustration: gradient sky, optional sun and backdrop, ground band, then the motifs. */
export function renderScene(spec: SceneSpec): string {
  const { width: w, height: h } = spec
  const horizon = h * (1 - (spec.ground ?? 0))
  const sun = spec.sun
    ? `<circle cx="${round(spec.sun.x * w)}" cy="${round(spec.sun.y * h)}" r="${round(spec.sun.r * h)}" fill="${spec.sun.color ?? palette.yellow}" opacity=".9"/>`
    : ''
  const ground = spec.ground
    ? `<rect x="0" y="${round(horizon)}" width="${w}" height="${round(h - horizon)}" fill="${spec.groundColor ?? palette.sand}"/>`
    : ''
  const items = spec.items
    .map((it) => {
      const side = it.size * h
      const left = it.x * w - side / 2
      const top = it.y * h - side / 2
      const shadow =
        it.shadow === false
          ? ''
          : `<ellipse cx="${round(it.x * w)}" cy="${round(top + side * 0.95)}" rx="${round(side * 0.42)}" ry="${round(side * 0.05)}" fill="#000" opacity=".12"/>`
      const rotate = it.rotate ? ` rotate(${it.rotate} 50 50)` : ''
      return `${shadow}<g transform="translate(${round(left)} ${round(top)}) scale(${(side / 100).toFixed(3)})${rotate}">${it.motif(it.accent)}</g>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.sky[0]}"/><stop offset="1" stop-color="${spec.sky[1]}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>${sun}${backdrop(spec, horizon)}${ground}${items}</svg>`
}

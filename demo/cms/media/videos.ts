import sharp from 'sharp'
import { box, cone, palette as c, truck } from './motifs'
import { muxWebm, vp8FrameFromWebp } from './webm'

/** Draws frame `t` (0 ≤ t < 1) of a seamless loop. */
type FrameFn = (t: number, width: number, height: number) => string

export interface VideoSpec {
  name: string
  alternativeText: string
  width: number
  height: number
  fps: number
  frames: number
  draw: FrameFn
}

const wrap = (v: number, period: number) => ((v % period) + period) % period
const r1 = (n: number) => Math.round(n * 10) / 10

/** Rolling hills drawn over two periods, so shifting them by up to one period never shows an edge. */
function hills(w: number, baseY: number, amp: number, shift: number, color: string, opacity: number): string {
  const x0 = -wrap(shift, w)
  let d = `M${r1(x0)} ${r1(baseY)}`
  for (let i = 0; i < 4; i++) {
    const x = x0 + (i * w) / 2
    d += ` Q${r1(x + w / 4)} ${r1(baseY - amp * (i % 2 ? 0.6 : 1))} ${r1(x + w / 2)} ${r1(baseY)}`
  }
  return `<path d="${d} L${r1(x0 + 2 * w)} ${r1(baseY + amp * 4)} L${r1(x0)} ${r1(baseY + amp * 4)} Z" fill="${color}" opacity="${opacity}"/>`
}

function cloud(x: number, y: number, s: number): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s.toFixed(3)})" fill="#fff" opacity=".9">
    <ellipse cx="0" cy="10" rx="34" ry="14"/><ellipse cx="-14" cy="2" rx="16" ry="14"/><ellipse cx="10" cy="-2" rx="20" ry="18"/></g>`
}

const frame = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.sky}"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>${body}</svg>`

/** A delivery truck driving along a country road; the landscape scrolls, the truck stays in frame. */
const delivery: FrameFn = (t, w, h) => {
  const road = h * 0.72
  const unit = Math.min(w, h)
  const truckSide = unit * 0.42
  const bounce = Math.sin(t * Math.PI * 2 * 6) * unit * 0.004
  const tx = w * 0.5 - truckSide / 2
  const ty = road - truckSide * 0.86 + bounce
  const dash = unit * 0.12
  // The road marks move by whole dash periods over the loop (12 of them), so the loop has no jump.
  const wheelTurn = wrap(t * 360 * 8, 360)
  const wheel = (cx: number) =>
    `<g transform="rotate(${r1(wheelTurn)} ${cx} 74)"><path d="M${cx - 7} 74 L${cx + 7} 74 M${cx} 67 L${cx} 81" stroke="${c.navy}" stroke-width="2"/></g>`
  return frame(
    w,
    h,
    `<circle cx="${r1(w * 0.8)}" cy="${r1(h * 0.2)}" r="${r1(unit * 0.09)}" fill="${c.yellow}"/>
    ${cloud(w * 1.2 - wrap(t * w * 1.4, w * 1.4), h * 0.16, unit / 240)}
    ${cloud(w * 1.2 - wrap(t * w * 1.4 + w * 0.7, w * 1.4), h * 0.3, unit / 320)}
    ${hills(w, road - h * 0.08, h * 0.16, t * w, c.green, 0.25)}
    ${hills(w, road - h * 0.02, h * 0.1, t * w * 2, c.green, 0.4)}
    <rect x="0" y="${r1(road)}" width="${w}" height="${r1(h - road)}" fill="${c.grey}"/>
    <line x1="${r1(-wrap(t * 12, 1) * dash * 2)}" y1="${r1(road + (h - road) / 2)}" x2="${w + dash * 2}" y2="${r1(road + (h - road) / 2)}"
      stroke="#fff" stroke-width="${r1(unit * 0.015)}" stroke-dasharray="${r1(dash)} ${r1(dash)}"/>
    <g transform="translate(${r1(tx)} ${r1(ty)}) scale(${(truckSide / 100).toFixed(3)})">${truck(c.blue)}${wheel(22)}${wheel(78)}</g>`,
  )
}

/** A crane lifting a crate above a fenced site while a beacon blinks. */
const worksite: FrameFn = (t, w, h) => {
  const ground = h * 0.8
  const unit = Math.min(w, h)
  const mastX = w * 0.3
  const jibY = h * 0.14
  const hookX = Math.min(w * 0.86, mastX + unit * 0.75)
  const lift = (1 - Math.cos(t * Math.PI * 2)) / 2
  const crateSide = unit * 0.14
  const crateY = ground - crateSide - lift * (ground - crateSide - jibY - h * 0.12)
  const beaconOn = Math.floor(t * 8) % 2 === 0
  const side = unit * 0.16
  return frame(
    w,
    h,
    `${cloud(w * 1.2 - wrap(t * w * 1.4, w * 1.4), h * 0.08, unit / 260)}
    ${hills(w, ground - h * 0.06, h * 0.12, t * w, c.navy, 0.12)}
    <rect x="0" y="${r1(ground)}" width="${w}" height="${r1(h - ground)}" fill="${c.sand}"/>
    <rect x="${r1(mastX - unit * 0.02)}" y="${r1(jibY)}" width="${r1(unit * 0.04)}" height="${r1(ground - jibY)}" fill="${c.yellow}"/>
    <rect x="${r1(mastX - unit * 0.22)}" y="${r1(jibY)}" width="${r1(hookX - mastX + unit * 0.3)}" height="${r1(unit * 0.03)}" fill="${c.yellow}"/>
    <rect x="${r1(mastX - unit * 0.2)}" y="${r1(jibY + unit * 0.03)}" width="${r1(unit * 0.09)}" height="${r1(unit * 0.06)}" fill="${c.grey}"/>
    <line x1="${r1(hookX)}" y1="${r1(jibY)}" x2="${r1(hookX)}" y2="${r1(crateY)}" stroke="${c.grey}" stroke-width="${r1(unit * 0.006)}"/>
    <g transform="translate(${r1(hookX - crateSide / 2)} ${r1(crateY)}) scale(${(crateSide / 100).toFixed(3)})">${box(c.brown)}</g>
    <circle cx="${r1(mastX)}" cy="${r1(jibY - unit * 0.02)}" r="${r1(unit * 0.02)}" fill="${beaconOn ? c.orange : c.steel}"/>
    ${[w * 0.03, w * 0.14, hookX - crateSide * 2.2].map((x) => `<g transform="translate(${r1(x)} ${r1(ground - side * 0.9)}) scale(${(side / 100).toFixed(3)})">${cone(c.orange)}</g>`).join('')}`,
  )
}

const landscape = { width: 640, height: 360 }
const portrait = { width: 360, height: 640 }
const timing = { fps: 12, frames: 36 }

export const VIDEOS = {
  deliveryDesktop: {
    name: 'video-livraison-paysage',
    alternativeText: 'Camion de livraison Équipro sur la route',
    ...landscape,
    ...timing,
    draw: delivery,
  },
  deliveryMobile: {
    name: 'video-livraison-portrait',
    alternativeText: 'Camion de livraison Équipro sur la route',
    ...portrait,
    ...timing,
    draw: delivery,
  },
  worksiteDesktop: {
    name: 'video-chantier-paysage',
    alternativeText: 'Grue soulevant une caisse sur un chantier balisé',
    ...landscape,
    ...timing,
    draw: worksite,
  },
  worksiteMobile: {
    name: 'video-chantier-portrait',
    alternativeText: 'Grue soulevant une caisse sur un chantier balisé',
    ...portrait,
    ...timing,
    draw: worksite,
  },
} satisfies Record<string, VideoSpec>

export type VideoKey = keyof typeof VIDEOS

/** The first frame, used as the poster so the still and the video match. */
export function posterSvg(spec: VideoSpec): string {
  return spec.draw(0, spec.width, spec.height)
}

export async function encodeVideo(spec: VideoSpec): Promise<Buffer> {
  const frames: Buffer[] = []
  for (let i = 0; i < spec.frames; i++) {
    const svg = spec.draw(i / spec.frames, spec.width, spec.height)
    // Opaque lossy WebP: its payload is a plain VP8 key frame (no alpha chunk to strip).
    const webp = await sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 70, effort: 2 }).toBuffer()
    frames.push(vp8FrameFromWebp(webp))
  }
  return muxWebm({ width: spec.width, height: spec.height, fps: spec.fps, frames })
}

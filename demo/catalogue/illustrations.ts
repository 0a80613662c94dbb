import type { Colour } from './vocabulary'

/**
 * Flat drawings, one per product shape, tinted with the variant's colour. They carry no text, so
 * they render the same on every machine whatever fonts are installed.
 */

export const SHAPES = [
  'veste',
  'pantalon',
  'tshirt',
  'gilet',
  'blouse',
  'chaussure',
  'botte',
  'gant',
  'casque',
  'lunettes',
  'antibruit',
  'masque',
  'flacon',
  'seau',
  'poubelle',
  'panneau',
  'cone',
  'banc',
] as const

export type Shape = (typeof SHAPES)[number]

/** French noun used in alt texts of category images. */
export const SHAPE_LABELS: Record<Shape, string> = {
  veste: 'Veste',
  pantalon: 'Pantalon',
  tshirt: 'Tee-shirt',
  gilet: 'Gilet haute visibilité',
  blouse: 'Blouse',
  chaussure: 'Chaussure de sécurité',
  botte: 'Botte',
  gant: 'Gant',
  casque: 'Casque',
  lunettes: 'Lunettes de protection',
  antibruit: 'Protection auditive',
  masque: 'Masque',
  flacon: 'Flacon',
  seau: 'Seau',
  poubelle: 'Poubelle',
  panneau: 'Panneau',
  cone: 'Cône de signalisation',
  banc: 'Banc',
}

const REFLECTIVE = '#DDE3EA'
const REFLECTIVE_EDGE = '#9AA6B2'

const stroke = (c: Colour, width = 4) =>
  `stroke="${c.dark}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`

/** Retro-reflective bands across a garment, clipped to its outline. */
const bands = (c: Colour, clipId: string, ys: readonly number[]) =>
  c.fluo
    ? `<g clip-path="url(#${clipId})">${ys
        .map(
          (y) =>
            `<rect x="40" y="${y}" width="320" height="14" fill="${REFLECTIVE}" stroke="${REFLECTIVE_EDGE}" stroke-width="2"/>`,
        )
        .join('')}</g>`
    : ''

const garment = (c: Colour, id: string, outline: string, details: string, bandYs: readonly number[]) =>
  `<defs><clipPath id="${id}"><path d="${outline}"/></clipPath></defs>` +
  `<path d="${outline}" fill="${c.fill}" ${stroke(c)}/>` +
  bands(c, id, bandYs) +
  `<path d="${outline}" fill="none" ${stroke(c)}/>` +
  details

const DRAWINGS: Record<Shape, (c: Colour) => string> = {
  veste: (c) =>
    garment(
      c,
      'veste',
      'M140 88 L172 76 Q200 96 228 76 L260 88 L318 128 L336 252 L304 260 L290 172 L292 332 L108 332 L110 172 L96 260 L64 252 L82 128 Z',
      `<path d="M172 76 L186 112 L200 96 L214 112 L228 76" fill="${c.dark}" fill-opacity=".25" ${stroke(c, 3)}/>` +
        `<line x1="200" y1="98" x2="200" y2="330" ${stroke(c, 4)}/>` +
        `<rect x="124" y="232" width="56" height="44" rx="6" fill="none" ${stroke(c, 3)}/>` +
        `<rect x="220" y="232" width="56" height="44" rx="6" fill="none" ${stroke(c, 3)}/>` +
        `<rect x="222" y="140" width="44" height="10" rx="3" fill="${c.dark}" fill-opacity=".3"/>`,
      [210, 290],
    ),
  pantalon: (c) =>
    garment(
      c,
      'pantalon',
      'M130 70 L270 70 L292 342 L214 342 L200 150 L186 342 L108 342 Z',
      `<rect x="130" y="70" width="140" height="22" fill="${c.dark}" fill-opacity=".3" ${stroke(c, 3)}/>` +
        `<path d="M142 96 Q156 126 140 152 M258 96 Q244 126 260 152" fill="none" ${stroke(c, 3)}/>` +
        `<rect x="124" y="222" width="50" height="42" rx="6" fill="${c.dark}" fill-opacity=".2" ${stroke(c, 3)}/>` +
        `<rect x="226" y="222" width="50" height="42" rx="6" fill="${c.dark}" fill-opacity=".2" ${stroke(c, 3)}/>` +
        `<line x1="200" y1="92" x2="200" y2="150" ${stroke(c, 3)}/>`,
      [296],
    ),
  tshirt: (c) =>
    garment(
      c,
      'tshirt',
      'M152 84 Q200 112 248 84 L322 120 L300 178 L270 166 L270 332 L130 332 L130 166 L100 178 L78 120 Z',
      `<path d="M152 84 Q200 128 248 84" fill="none" ${stroke(c, 5)}/>` +
        `<path d="M100 178 L122 134 M300 178 L278 134" fill="none" ${stroke(c, 3)}/>`,
      [],
    ),
  gilet: (c) =>
    garment(
      c,
      'gilet',
      'M150 78 L178 78 L200 164 L222 78 L250 78 Q262 122 292 142 L292 332 L108 332 L108 142 Q138 122 150 78 Z',
      `<line x1="200" y1="164" x2="200" y2="330" ${stroke(c, 4)}/>` +
        `<rect x="128" y="190" width="38" height="30" rx="4" fill="none" ${stroke(c, 3)}/>`,
      [236, 286],
    ),
  blouse: (c) =>
    garment(
      c,
      'blouse',
      'M146 74 L172 68 L200 120 L228 68 L254 74 L314 114 L332 262 L300 268 L290 172 L296 352 L104 352 L110 172 L100 268 L68 262 L86 114 Z',
      `<path d="M172 68 L186 150 L200 120 L214 150 L228 68" fill="none" ${stroke(c, 3)}/>` +
        [180, 222, 264, 306].map((y) => `<circle cx="208" cy="${y}" r="5" fill="${c.dark}"/>`).join('') +
        `<path d="M122 262 L176 262 L176 304 L122 304 Z M226 262 L280 262 L280 304 L226 304 Z" fill="none" ${stroke(c, 3)}/>`,
      [],
    ),
  chaussure: (c) =>
    `<path d="M58 282 L352 282 L352 296 Q352 310 338 310 L72 310 Q58 310 58 296 Z" fill="#2A2D33"/>` +
    `<path d="M70 282 L70 186 Q70 166 92 164 L170 156 Q198 154 214 182 L240 224 Q262 244 302 250 L334 258 Q352 262 352 282 Z" fill="${c.fill}" ${stroke(c)}/>` +
    `<path d="M292 250 Q338 254 352 282 L292 282 Z" fill="${c.dark}" fill-opacity=".45"/>` +
    `<path d="M70 190 Q104 174 172 164" fill="none" ${stroke(c, 6)}/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<line x1="${172 + i * 14}" y1="${176 + i * 14}" x2="${196 + i * 14}" y2="${168 + i * 14}" ${stroke(c, 4)}/>`,
      )
      .join('') +
    `<line x1="70" y1="270" x2="352" y2="270" stroke="#F2C230" stroke-width="5"/>`,
  botte: (c) =>
    `<path d="M118 80 L216 80 L216 238 Q222 262 262 268 L320 278 Q346 284 346 306 L346 316 L118 316 Z" fill="${c.fill}" ${stroke(c)}/>` +
    `<rect x="118" y="80" width="98" height="22" fill="${c.dark}" fill-opacity=".35"/>` +
    `<path d="M112 316 L352 316 L352 330 Q352 340 340 340 L124 340 Q112 340 112 330 Z" fill="#2A2D33"/>` +
    `<path d="M290 270 Q334 276 346 306 L290 306 Z" fill="${c.dark}" fill-opacity=".35"/>`,
  gant: (c) =>
    `<g fill="${c.fill}" ${stroke(c)}>` +
    `<rect x="134" y="84" width="34" height="130" rx="17"/>` +
    `<rect x="172" y="64" width="34" height="150" rx="17"/>` +
    `<rect x="210" y="70" width="34" height="146" rx="17"/>` +
    `<rect x="248" y="96" width="32" height="122" rx="16"/>` +
    `<rect x="78" y="176" width="34" height="108" rx="17" transform="rotate(-38 95 230)"/>` +
    `<rect x="130" y="150" width="152" height="150" rx="34"/>` +
    `</g>` +
    `<path d="M132 214 L282 214" fill="none" ${stroke(c, 3)} stroke-dasharray="8 8"/>` +
    `<rect x="140" y="292" width="132" height="56" rx="10" fill="${c.dark}" fill-opacity=".55" ${stroke(c)}/>`,
  casque: (c) =>
    `<path d="M98 252 Q98 118 200 112 Q302 118 302 252 Z" fill="${c.fill}" ${stroke(c)}/>` +
    `<path d="M184 114 L184 252 L216 252 L216 114" fill="${c.dark}" fill-opacity=".18" ${stroke(c, 3)}/>` +
    `<path d="M66 252 L334 252 Q346 252 342 266 Q300 286 200 286 Q100 286 58 266 Q54 252 66 252 Z" fill="${c.fill}" ${stroke(c)}/>` +
    `<path d="M120 200 Q140 150 180 136" fill="none" stroke="#FFFFFF" stroke-opacity=".6" stroke-width="8" stroke-linecap="round"/>`,
  lunettes: (c) =>
    `<path d="M72 176 L40 150 M328 176 L360 150" fill="none" stroke="#3D434C" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M70 168 Q200 146 330 168 L324 236 Q300 268 250 260 Q214 254 206 224 Q200 212 194 224 Q186 254 150 260 Q100 268 76 236 Z" fill="${c.fill}" fill-opacity=".85" stroke="#3D434C" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M110 190 Q130 176 160 178 M240 178 Q270 176 290 190" fill="none" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round"/>`,
  antibruit: (c) =>
    `<path d="M122 228 Q122 88 200 88 Q278 88 278 228" fill="none" stroke="#3D434C" stroke-width="18" stroke-linecap="round"/>` +
    `<rect x="84" y="196" width="76" height="118" rx="34" fill="${c.fill}" ${stroke(c)}/>` +
    `<rect x="240" y="196" width="76" height="118" rx="34" fill="${c.fill}" ${stroke(c)}/>` +
    `<rect x="142" y="214" width="22" height="82" rx="10" fill="#3D434C"/>` +
    `<rect x="236" y="214" width="22" height="82" rx="10" fill="#3D434C"/>`,
  masque: (c) =>
    `<path d="M108 178 L52 150 M108 240 L52 268 M292 178 L348 150 M292 240 L348 268" fill="none" stroke="#8A96A3" stroke-width="5"/>` +
    `<path d="M108 172 Q200 118 292 172 L300 248 Q200 332 100 248 Z" fill="${c.fill}" ${stroke(c)}/>` +
    `<path d="M104 212 Q200 190 296 212 M200 140 L200 300" fill="none" ${stroke(c, 3)}/>` +
    `<circle cx="244" cy="244" r="24" fill="#8A96A3"/><circle cx="244" cy="244" r="12" fill="#5C6670"/>` +
    `<path d="M168 150 Q200 138 232 150" fill="none" stroke="#8A96A3" stroke-width="6" stroke-linecap="round"/>`,
  flacon: (c) =>
    `<rect x="176" y="70" width="48" height="36" rx="6" fill="#3D434C"/>` +
    `<path d="M162 150 L172 104 L228 104 L238 150 Z" fill="${c.fill}" ${stroke(c)}/>` +
    `<rect x="138" y="146" width="124" height="196" rx="24" fill="${c.fill}" ${stroke(c)}/>` +
    `<rect x="156" y="198" width="88" height="92" rx="10" fill="#FFFFFF" fill-opacity=".92"/>` +
    `<path d="M200 214 Q222 244 222 258 A22 22 0 0 1 178 258 Q178 244 200 214 Z" fill="${c.fill}"/>` +
    `<path d="M150 170 L150 320" stroke="#FFFFFF" stroke-opacity=".45" stroke-width="8" stroke-linecap="round"/>`,
  seau: (c) =>
    `<path d="M114 146 Q200 38 286 146" fill="none" stroke="#4A525C" stroke-width="7"/>` +
    `<path d="M112 150 L288 150 L268 334 L132 334 Z" fill="${c.fill}" ${stroke(c)}/>` +
    `<rect x="102" y="134" width="196" height="22" rx="8" fill="${c.fill}" ${stroke(c)}/>` +
    `<path d="M126 200 L274 200 M130 250 L270 250" fill="none" ${stroke(c, 3)}/>`,
  poubelle: (c) =>
    `<rect x="118" y="118" width="164" height="26" rx="8" fill="${c.dark}" ${stroke(c)}/>` +
    `<rect x="176" y="100" width="48" height="18" rx="6" fill="${c.dark}"/>` +
    `<path d="M126 144 L274 144 L262 340 L138 340 Z" fill="${c.fill}" ${stroke(c)}/>` +
    [172, 200, 228].map((x) => `<line x1="${x}" y1="170" x2="${x}" y2="314" ${stroke(c, 5)}/>`).join(''),
  panneau: (c) => {
    const post = `<rect x="190" y="250" width="20" height="100" fill="#8A96A3"/>`
    switch (c.key) {
      case 'rouge':
        return (
          post +
          `<circle cx="200" cy="168" r="112" fill="#FFFFFF" stroke="${c.fill}" stroke-width="24"/>` +
          `<line x1="122" y1="90" x2="278" y2="246" stroke="${c.fill}" stroke-width="24"/>`
        )
      case 'bleu':
        return (
          post +
          `<circle cx="200" cy="168" r="118" fill="${c.fill}"/>` +
          `<circle cx="200" cy="116" r="20" fill="#FFFFFF"/>` +
          `<path d="M170 150 L230 150 L222 222 L206 222 L204 262 L196 262 L194 222 L178 222 Z" fill="#FFFFFF"/>`
        )
      case 'jaune':
        return (
          post +
          `<path d="M200 46 L324 262 L76 262 Z" fill="${c.fill}" stroke="#1E1E1E" stroke-width="14" stroke-linejoin="round"/>` +
          `<rect x="190" y="120" width="20" height="80" rx="8" fill="#1E1E1E"/><circle cx="200" cy="228" r="12" fill="#1E1E1E"/>`
        )
      default:
        return (
          post +
          `<rect x="84" y="60" width="232" height="200" rx="16" fill="${c.fill}"/>` +
          `<path d="M180 100 L220 100 L220 140 L260 140 L260 180 L220 180 L220 220 L180 220 L180 180 L140 180 L140 140 L180 140 Z" fill="#FFFFFF"/>`
        )
    }
  },
  cone: (c) =>
    `<path d="M92 318 L308 318 L324 342 L76 342 Z" fill="#2A2D33"/>` +
    `<path d="M176 64 L224 64 L290 318 L110 318 Z" fill="${c.fill}" ${stroke(c)}/>` +
    `<path d="M160 130 L240 130 L252 176 L148 176 Z M138 214 L262 214 L274 260 L126 260 Z" fill="#FFFFFF"/>`,
  banc: (c) =>
    [102, 136]
      .map((y) => `<rect x="56" y="${y}" width="288" height="24" rx="6" fill="${c.fill}" ${stroke(c)}/>`)
      .join('') +
    [206, 238]
      .map((y) => `<rect x="44" y="${y}" width="312" height="24" rx="6" fill="${c.fill}" ${stroke(c)}/>`)
      .join('') +
    `<path d="M92 160 L92 206 M308 160 L308 206" stroke="#3D434C" stroke-width="12"/>` +
    `<path d="M84 262 L70 336 M116 262 L130 336 M284 262 L270 336 M316 262 L330 336" stroke="#3D434C" stroke-width="12" stroke-linecap="round"/>`,
}

/** A square 400×400 drawing on a soft backdrop. */
export function illustrationSvg(shape: Shape, colour: Colour): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<rect width="400" height="400" fill="#F4F6F9"/>` +
    `<circle cx="200" cy="206" r="160" fill="#E6ECF3"/>` +
    `<ellipse cx="200" cy="356" rx="120" ry="12" fill="#1B2430" fill-opacity=".08"/>` +
    DRAWINGS[shape](colour) +
    `</svg>`
  )
}

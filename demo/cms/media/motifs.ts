/**
 * Flat drawings of workwear and site equipment, each in a 100×100 box, composed into scenes by
 * `illustrations.ts`. Plain SVG strings: sharp (librsvg) renders them, no font or network needed.
 */

export const palette = {
  navy: '#1d3557',
  blue: '#2f6fb3',
  sky: '#dcebf7',
  orange: '#f28c28',
  yellow: '#ffd23f',
  green: '#2e9e6a',
  mint: '#d8f0e3',
  cream: '#f7f1e5',
  sand: '#e9dcc3',
  grey: '#5b6770',
  steel: '#9aa8b4',
  light: '#eef2f6',
  red: '#d64545',
  white: '#ffffff',
  brown: '#a8744a',
} as const

export type Motif = (accent?: string) => string

export const helmet: Motif = (accent = palette.yellow) => `
  <path d="M18 66 Q18 24 50 22 Q82 24 82 66 Z" fill="${accent}"/>
  <path d="M44 23 Q50 20 56 23 L56 64 L44 64 Z" fill="#000" opacity=".08"/>
  <rect x="8" y="62" width="84" height="10" rx="5" fill="${accent}"/>
  <rect x="8" y="68" width="84" height="4" rx="2" fill="#000" opacity=".12"/>
  <path d="M28 40 Q32 30 42 27" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".6"/>`

export const vest: Motif = (accent = palette.orange) => `
  <path d="M30 12 L42 12 Q50 30 58 12 L70 12 L84 30 L84 90 L16 90 L16 30 Z" fill="${accent}"/>
  <path d="M50 34 L50 90" stroke="#000" stroke-width="2" opacity=".15"/>
  <rect x="16" y="56" width="68" height="7" fill="${palette.light}"/>
  <rect x="16" y="72" width="68" height="7" fill="${palette.light}"/>
  <rect x="30" y="12" width="6" height="44" fill="${palette.light}"/>
  <rect x="64" y="12" width="6" height="44" fill="${palette.light}"/>`

export const jacket: Motif = (accent = palette.navy) => `
  <path d="M34 10 L66 10 L90 26 L96 74 L82 76 L78 44 L78 92 L22 92 L22 44 L18 76 L4 74 L10 26 Z" fill="${accent}"/>
  <path d="M40 10 Q50 22 60 10" fill="${palette.steel}"/>
  <path d="M50 18 L50 92" stroke="${palette.steel}" stroke-width="3"/>
  <rect x="28" y="48" width="16" height="14" rx="2" fill="#000" opacity=".18"/>
  <rect x="56" y="48" width="16" height="14" rx="2" fill="#000" opacity=".18"/>
  <rect x="22" y="70" width="56" height="6" fill="${palette.orange}"/>`

export const boot: Motif = (accent = palette.brown) => `
  <path d="M20 14 L50 14 L52 56 Q80 56 90 70 L90 80 L12 80 L12 60 Q12 40 20 14 Z" fill="${accent}"/>
  <path d="M58 56 Q82 57 90 70 L90 74 L56 74 Z" fill="${palette.grey}"/>
  <rect x="8" y="78" width="86" height="10" rx="4" fill="${palette.navy}"/>
  <path d="M24 24 L46 24 M24 32 L46 32 M24 40 L47 40" stroke="${palette.yellow}" stroke-width="3" stroke-linecap="round"/>
  <rect x="20" y="10" width="32" height="6" rx="3" fill="${palette.navy}"/>`

export const glove: Motif = (accent = palette.yellow) => `
  <rect x="22" y="18" width="11" height="40" rx="5.5" fill="${accent}"/>
  <rect x="35" y="10" width="11" height="46" rx="5.5" fill="${accent}"/>
  <rect x="48" y="12" width="11" height="44" rx="5.5" fill="${accent}"/>
  <rect x="61" y="20" width="11" height="38" rx="5.5" fill="${accent}"/>
  <path d="M22 44 L72 44 L74 70 Q72 84 56 86 L38 86 Q24 82 22 68 Z" fill="${accent}"/>
  <rect x="70" y="44" width="12" height="28" rx="6" transform="rotate(-30 76 58)" fill="${accent}"/>
  <rect x="26" y="82" width="42" height="12" rx="3" fill="${palette.navy}"/>
  <path d="M24 48 L72 48" stroke="#000" stroke-width="2" opacity=".12"/>`

export const cone: Motif = (accent = palette.orange) => `
  <path d="M42 10 L58 10 L80 84 L20 84 Z" fill="${accent}"/>
  <path d="M36 34 L64 34 L68 48 L32 48 Z" fill="${palette.white}"/>
  <path d="M28 62 L72 62 L75 72 L25 72 Z" fill="${palette.white}"/>
  <rect x="8" y="82" width="84" height="10" rx="3" fill="${accent}"/>
  <rect x="8" y="88" width="84" height="4" rx="2" fill="#000" opacity=".15"/>`

export const truck: Motif = (accent = palette.blue) => `
  <rect x="4" y="26" width="58" height="46" rx="4" fill="${accent}"/>
  <path d="M62 40 L82 40 L96 56 L96 72 L62 72 Z" fill="${palette.navy}"/>
  <path d="M68 45 L80 45 L89 56 L68 56 Z" fill="${palette.sky}"/>
  <rect x="10" y="36" width="30" height="5" rx="2" fill="${palette.white}" opacity=".8"/>
  <rect x="10" y="46" width="20" height="5" rx="2" fill="${palette.white}" opacity=".5"/>
  <circle cx="22" cy="74" r="10" fill="${palette.grey}"/><circle cx="22" cy="74" r="4" fill="${palette.light}"/>
  <circle cx="78" cy="74" r="10" fill="${palette.grey}"/><circle cx="78" cy="74" r="4" fill="${palette.light}"/>`

export const box: Motif = (accent = palette.sand) => `
  <rect x="12" y="24" width="76" height="62" rx="3" fill="${accent}"/>
  <path d="M12 24 L24 10 L76 10 L88 24 Z" fill="${accent}" opacity=".75"/>
  <rect x="44" y="10" width="12" height="76" fill="#000" opacity=".1"/>
  <rect x="20" y="62" width="18" height="14" rx="2" fill="${palette.white}" opacity=".8"/>`

export const townHall: Motif = (accent = palette.cream) => `
  <path d="M10 36 L50 12 L90 36 Z" fill="${palette.navy}"/>
  <rect x="14" y="36" width="72" height="8" fill="${accent}"/>
  <rect x="20" y="46" width="8" height="34" fill="${accent}"/><rect x="36" y="46" width="8" height="34" fill="${accent}"/>
  <rect x="56" y="46" width="8" height="34" fill="${accent}"/><rect x="72" y="46" width="8" height="34" fill="${accent}"/>
  <rect x="8" y="80" width="84" height="10" fill="${accent}"/>
  <rect x="49" y="0" width="2" height="14" fill="${palette.grey}"/>
  <rect x="51" y="0" width="5" height="6" fill="${palette.blue}"/><rect x="56" y="0" width="5" height="6" fill="${palette.white}"/><rect x="61" y="0" width="5" height="6" fill="${palette.red}"/>`

export const documentPage: Motif = (accent = palette.green) => `
  <path d="M20 6 L64 6 L82 24 L82 94 L20 94 Z" fill="${palette.white}"/>
  <path d="M64 6 L64 24 L82 24 Z" fill="${palette.steel}"/>
  <rect x="30" y="32" width="40" height="5" rx="2" fill="${palette.steel}"/>
  <rect x="30" y="44" width="44" height="4" rx="2" fill="${palette.light}"/>
  <rect x="30" y="54" width="36" height="4" rx="2" fill="${palette.light}"/>
  <rect x="30" y="64" width="28" height="4" rx="2" fill="${palette.light}"/>
  <circle cx="74" cy="78" r="16" fill="${accent}"/>
  <path d="M66 78 L72 84 L83 72" stroke="${palette.white}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`

export const person: Motif = (accent = palette.orange) => `
  <circle cx="50" cy="22" r="12" fill="#e0ac85"/>
  <path d="M36 18 Q36 6 50 6 Q64 6 64 18 Z" fill="${palette.yellow}"/>
  <rect x="32" y="16" width="36" height="4" rx="2" fill="${palette.yellow}"/>
  <path d="M28 44 Q28 36 36 36 L64 36 Q72 36 72 44 L72 96 L28 96 Z" fill="${palette.navy}"/>
  <path d="M36 36 L64 36 L66 76 L34 76 Z" fill="${accent}"/>
  <rect x="34" y="56" width="32" height="5" fill="${palette.light}"/>`

export const shelves: Motif = (accent = palette.blue) => `
  <rect x="6" y="6" width="6" height="88" fill="${accent}"/><rect x="88" y="6" width="6" height="88" fill="${accent}"/>
  <rect x="6" y="34" width="88" height="5" fill="${palette.orange}"/><rect x="6" y="64" width="88" height="5" fill="${palette.orange}"/>
  <rect x="6" y="89" width="88" height="5" fill="${palette.orange}"/>
  <rect x="16" y="14" width="22" height="20" fill="${palette.sand}"/><rect x="42" y="20" width="18" height="14" fill="${palette.brown}"/>
  <rect x="64" y="12" width="20" height="22" fill="${palette.sand}"/>
  <rect x="18" y="46" width="28" height="18" fill="${palette.brown}"/><rect x="52" y="42" width="30" height="22" fill="${palette.sand}"/>
  <rect x="16" y="72" width="20" height="17" fill="${palette.sand}"/><rect x="40" y="74" width="24" height="15" fill="${palette.sand}"/>
  <rect x="68" y="70" width="16" height="19" fill="${palette.brown}"/>`

export const tshirt: Motif = (accent = palette.blue) => `
  <path d="M34 10 L66 10 L92 26 L82 44 L72 38 L72 92 L28 92 L28 38 L18 44 L8 26 Z" fill="${accent}"/>
  <path d="M40 10 Q50 20 60 10" fill="#000" opacity=".15"/>
  <circle cx="60" cy="40" r="8" fill="${palette.yellow}"/>
  <path d="M56 40 L60 44 L65 36" stroke="${palette.navy}" stroke-width="2.5" fill="none"/>`

export const needle: Motif = (accent = palette.red) => `
  <path d="M20 84 L78 18" stroke="${palette.steel}" stroke-width="5" stroke-linecap="round"/>
  <ellipse cx="74" cy="22" rx="3" ry="6" transform="rotate(42 74 22)" fill="${palette.white}"/>
  <path d="M74 22 Q96 40 70 56 Q44 72 60 92" stroke="${accent}" stroke-width="3" fill="none" stroke-linecap="round"/>`

export const bottle: Motif = (accent = palette.green) => `
  <rect x="30" y="36" width="40" height="58" rx="8" fill="${accent}"/>
  <rect x="40" y="20" width="20" height="18" fill="${palette.white}"/>
  <path d="M40 20 L40 12 L72 12 L72 18 L60 18 L60 20 Z" fill="${palette.grey}"/>
  <rect x="36" y="54" width="28" height="20" rx="3" fill="${palette.white}" opacity=".85"/>
  <circle cx="82" cy="16" r="5" fill="${palette.sky}"/><circle cx="88" cy="30" r="3" fill="${palette.sky}"/><circle cx="80" cy="38" r="4" fill="${palette.sky}"/>`

export const tools: Motif = (accent = palette.orange) => `
  <g transform="rotate(40 50 50)"><rect x="45" y="24" width="10" height="70" rx="4" fill="${palette.brown}"/>
    <rect x="28" y="10" width="44" height="18" rx="3" fill="${palette.grey}"/></g>
  <g transform="rotate(-40 50 50)"><rect x="45" y="30" width="10" height="64" rx="5" fill="${accent}"/>
    <path d="M38 8 L62 8 L62 20 L56 26 L56 34 L44 34 L44 26 L38 20 Z" fill="${palette.steel}"/>
    <rect x="46" y="6" width="8" height="12" fill="${palette.white}"/></g>`

export const goggles: Motif = (accent = palette.blue) => `
  <path d="M6 46 Q6 34 20 34 L80 34 Q94 34 94 46 L94 58 Q94 70 80 70 L62 70 Q56 60 50 60 Q44 60 38 70 L20 70 Q6 70 6 58 Z" fill="${accent}"/>
  <path d="M14 46 Q14 40 22 40 L44 40 Q46 52 40 62 L22 62 Q14 62 14 54 Z" fill="${palette.sky}" opacity=".9"/>
  <path d="M86 46 Q86 40 78 40 L56 40 Q54 52 60 62 L78 62 Q86 62 86 54 Z" fill="${palette.sky}" opacity=".9"/>
  <path d="M0 48 L6 48 M94 48 L100 48" stroke="${palette.navy}" stroke-width="6"/>`

export const earmuffs: Motif = (accent = palette.red) => `
  <path d="M22 56 Q22 12 50 12 Q78 12 78 56" stroke="${palette.grey}" stroke-width="7" fill="none"/>
  <rect x="10" y="46" width="24" height="36" rx="10" fill="${accent}"/>
  <rect x="66" y="46" width="24" height="36" rx="10" fill="${accent}"/>
  <rect x="14" y="52" width="8" height="24" rx="4" fill="#000" opacity=".15"/>
  <rect x="78" y="52" width="8" height="24" rx="4" fill="#000" opacity=".15"/>`

export const snowflake: Motif = (accent = palette.white) => `
  <g stroke="${accent}" stroke-width="5" stroke-linecap="round">
    <path d="M50 8 L50 92 M14 29 L86 71 M14 71 L86 29"/>
    <path d="M40 16 L50 26 L60 16 M40 84 L50 74 L60 84"/>
  </g>`

export const gear: Motif = (accent = palette.steel) => `
  <g fill="${accent}">${Array.from({ length: 8 }, (_, i) => `<rect x="44" y="4" width="12" height="20" rx="2" transform="rotate(${i * 45} 50 50)"/>`).join('')}
    <circle cx="50" cy="50" r="32"/></g>
  <circle cx="50" cy="50" r="13" fill="${palette.light}"/>`

export const crane: Motif = (accent = palette.yellow) => `
  <rect x="30" y="10" width="8" height="84" fill="${accent}"/>
  <path d="M30 94 L38 94 M30 20 L38 30 M30 40 L38 50 M30 60 L38 70 M38 20 L30 30 M38 40 L30 50 M38 60 L30 70" stroke="${palette.navy}" stroke-width="1.5"/>
  <rect x="4" y="10" width="92" height="6" fill="${accent}"/>
  <rect x="8" y="16" width="16" height="10" fill="${palette.grey}"/>
  <path d="M80 16 L80 54" stroke="${palette.grey}" stroke-width="1.5"/>
  <rect x="72" y="54" width="16" height="12" fill="${palette.orange}"/>`

export const barrier: Motif = (accent = palette.red) => `
  <rect x="14" y="40" width="6" height="52" fill="${palette.grey}"/><rect x="80" y="40" width="6" height="52" fill="${palette.grey}"/>
  <rect x="4" y="32" width="92" height="20" rx="3" fill="${palette.white}"/>
  ${[0, 1, 2, 3, 4].map((i) => `<path d="M${8 + i * 18} 52 L${20 + i * 18} 32 L${28 + i * 18} 32 L${16 + i * 18} 52 Z" fill="${accent}"/>`).join('')}
  <circle cx="17" cy="26" r="6" fill="${palette.orange}"/><circle cx="83" cy="26" r="6" fill="${palette.orange}"/>`

import * as m from './motifs'
import { renderScene, type SceneSpec } from './scene'

const { palette: c } = m

export interface IllustrationSpec {
  /** File name stem, also the Strapi media `name`. */
  name: string
  alternativeText: string
  caption: string | null
  scene: SceneSpec
}

const HERO = { width: 1600, height: 640 } as const
const WIDE = { width: 1600, height: 900 } as const
const CARD = { width: 1200, height: 800 } as const
const SQUARE = { width: 800, height: 800 } as const
const PORTRAIT = { width: 800, height: 1000 } as const
const SHARE = { width: 1200, height: 630 } as const

/** Every image the demo pages use, by key. */
export const ILLUSTRATIONS = {
  hero: {
    name: 'accueil-equipes-sur-chantier',
    alternativeText: 'Trois professionnels en tenue haute visibilité devant un chantier et une grue',
    caption: null,
    scene: {
      ...HERO,
      sky: [c.sky, c.white],
      ground: 0.18,
      backdrop: 'city',
      sun: { x: 0.5, y: 0.2, r: 0.1 },
      // Motifs kept on the right: the hero's title sits over the left half.
      items: [
        { motif: m.crane, x: 0.9, y: 0.46, size: 0.7, shadow: false },
        { motif: m.person, accent: c.orange, x: 0.66, y: 0.6, size: 0.5 },
        { motif: m.person, accent: c.yellow, x: 0.76, y: 0.63, size: 0.46 },
        { motif: m.person, accent: c.green, x: 0.56, y: 0.64, size: 0.44 },
        { motif: m.cone, x: 0.47, y: 0.78, size: 0.16 },
        { motif: m.box, x: 0.85, y: 0.78, size: 0.16 },
      ],
    },
  },
  share: {
    name: 'equipro-partage',
    alternativeText: 'Équipro : vêtements de travail et équipements pour les professionnels',
    caption: null,
    scene: {
      ...SHARE,
      sky: [c.navy, c.blue],
      backdrop: 'dots',
      items: [
        { motif: m.helmet, x: 0.27, y: 0.52, size: 0.6 },
        { motif: m.vest, x: 0.5, y: 0.5, size: 0.7 },
        { motif: m.boot, x: 0.73, y: 0.52, size: 0.58 },
      ],
    },
  },
  clothing: {
    name: 'univers-vetements-de-travail',
    alternativeText: 'Veste de travail bleu marine et gilet haute visibilité orange',
    caption: null,
    scene: {
      ...SQUARE,
      sky: [c.mint, c.white],
      ground: 0.14,
      groundColor: c.green,
      items: [
        { motif: m.jacket, x: 0.38, y: 0.5, size: 0.5 },
        { motif: m.vest, x: 0.66, y: 0.56, size: 0.42 },
      ],
    },
  },
  shoes: {
    name: 'univers-chaussures-de-securite',
    alternativeText: 'Chaussure de sécurité montante à coque de protection',
    caption: null,
    scene: {
      ...SQUARE,
      sky: [c.cream, c.white],
      ground: 0.16,
      groundColor: c.sand,
      sun: { x: 0.75, y: 0.25, r: 0.12, color: c.orange },
      items: [{ motif: m.boot, x: 0.48, y: 0.56, size: 0.6 }],
    },
  },
  ppe: {
    name: 'univers-protection-individuelle',
    alternativeText: 'Casque de chantier, lunettes et casque antibruit',
    caption: null,
    scene: {
      ...SQUARE,
      sky: [c.sky, c.white],
      ground: 0.14,
      groundColor: c.blue,
      items: [
        { motif: m.helmet, x: 0.5, y: 0.38, size: 0.46 },
        { motif: m.goggles, x: 0.3, y: 0.72, size: 0.3, shadow: false },
        { motif: m.earmuffs, x: 0.72, y: 0.7, size: 0.3 },
      ],
    },
  },
  gloves: {
    name: 'univers-gants-de-protection',
    alternativeText: 'Paire de gants de protection jaunes à manchette bleue',
    caption: null,
    scene: {
      ...SQUARE,
      sky: [c.yellow, c.cream],
      backdrop: 'dots',
      items: [
        { motif: m.glove, x: 0.38, y: 0.5, size: 0.5, rotate: -12 },
        { motif: m.glove, accent: c.orange, x: 0.64, y: 0.54, size: 0.46, rotate: 14 },
      ],
    },
  },
  signage: {
    name: 'univers-signalisation',
    alternativeText: 'Cône de signalisation et barrière de chantier rouge et blanche',
    caption: null,
    scene: {
      ...SQUARE,
      sky: [c.light, c.white],
      ground: 0.2,
      groundColor: c.grey,
      items: [
        { motif: m.barrier, x: 0.56, y: 0.6, size: 0.5 },
        { motif: m.cone, x: 0.26, y: 0.66, size: 0.34 },
      ],
    },
  },
  hygiene: {
    name: 'univers-hygiene-et-entretien',
    alternativeText: 'Flacon de produit d’entretien et bulles de savon',
    caption: null,
    scene: {
      ...SQUARE,
      sky: [c.mint, c.sky],
      backdrop: 'dots',
      items: [{ motif: m.bottle, x: 0.5, y: 0.52, size: 0.56 }],
    },
  },
  tools: {
    name: 'univers-outillage',
    alternativeText: 'Marteau et clé croisés devant un engrenage',
    caption: null,
    scene: {
      ...SQUARE,
      sky: [c.cream, c.sand],
      items: [
        { motif: m.gear, x: 0.62, y: 0.4, size: 0.42, shadow: false },
        { motif: m.tools, x: 0.44, y: 0.56, size: 0.56 },
      ],
    },
  },
  delivery: {
    name: 'service-livraison-24-48h',
    alternativeText: 'Camion de livraison bleu sur une route de campagne',
    caption: null,
    scene: {
      ...CARD,
      sky: [c.sky, c.white],
      ground: 0.22,
      groundColor: c.grey,
      backdrop: 'hills',
      sun: { x: 0.18, y: 0.22, r: 0.1 },
      items: [
        { motif: m.truck, x: 0.52, y: 0.6, size: 0.5 },
        { motif: m.box, x: 0.82, y: 0.72, size: 0.16 },
        { motif: m.box, x: 0.9, y: 0.74, size: 0.12 },
      ],
    },
  },
  embroidery: {
    name: 'service-marquage-broderie',
    alternativeText: 'Tee-shirt de travail avec logo brodé et aiguille',
    caption: null,
    scene: {
      ...CARD,
      sky: [c.cream, c.white],
      backdrop: 'dots',
      items: [
        { motif: m.tshirt, x: 0.44, y: 0.52, size: 0.6 },
        { motif: m.needle, x: 0.72, y: 0.44, size: 0.4, shadow: false },
      ],
    },
  },
  quote: {
    name: 'service-devis-rapide',
    alternativeText: 'Devis validé, marqué d’une coche verte',
    caption: null,
    scene: {
      ...CARD,
      sky: [c.mint, c.white],
      items: [
        { motif: m.documentPage, x: 0.5, y: 0.5, size: 0.66 },
        { motif: m.box, x: 0.24, y: 0.7, size: 0.2 },
      ],
    },
  },
  publicBuyers: {
    name: 'marches-publics-collectivites',
    alternativeText: 'Mairie avec drapeau français et agent en tenue haute visibilité',
    caption: null,
    scene: {
      ...CARD,
      sky: [c.sky, c.white],
      ground: 0.16,
      groundColor: c.mint,
      backdrop: 'hills',
      items: [
        { motif: m.townHall, x: 0.46, y: 0.5, size: 0.62 },
        { motif: m.person, accent: c.orange, x: 0.78, y: 0.66, size: 0.36 },
      ],
    },
  },
  warehouse: {
    name: 'entrepot-stock-permanent',
    alternativeText: 'Rayonnages d’entrepôt chargés de cartons',
    caption: null,
    scene: {
      ...CARD,
      sky: [c.light, c.white],
      ground: 0.12,
      groundColor: c.steel,
      items: [
        { motif: m.shelves, x: 0.3, y: 0.5, size: 0.72, shadow: false },
        { motif: m.shelves, x: 0.62, y: 0.5, size: 0.72, shadow: false },
        { motif: m.person, accent: c.yellow, x: 0.86, y: 0.64, size: 0.42 },
      ],
    },
  },
  team: {
    name: 'equipe-equipro',
    alternativeText: 'L’équipe Équipro : quatre conseillers en tenue de travail',
    caption: 'Nos conseillers, à Lyon',
    scene: {
      ...WIDE,
      sky: [c.cream, c.white],
      ground: 0.14,
      groundColor: c.sand,
      backdrop: 'dots',
      items: [
        { motif: m.person, accent: c.orange, x: 0.3, y: 0.58, size: 0.5 },
        { motif: m.person, accent: c.green, x: 0.44, y: 0.56, size: 0.54 },
        { motif: m.person, accent: c.blue, x: 0.58, y: 0.57, size: 0.52 },
        { motif: m.person, accent: c.yellow, x: 0.72, y: 0.58, size: 0.5 },
      ],
    },
  },
  worksite: {
    name: 'chantier-securise',
    alternativeText: 'Chantier sécurisé avec grue, cônes et barrières',
    caption: null,
    scene: {
      ...WIDE,
      sky: [c.sky, c.white],
      ground: 0.2,
      backdrop: 'city',
      items: [
        { motif: m.crane, x: 0.24, y: 0.46, size: 0.7, shadow: false },
        { motif: m.barrier, x: 0.55, y: 0.72, size: 0.28 },
        { motif: m.cone, x: 0.72, y: 0.76, size: 0.18 },
        { motif: m.cone, x: 0.8, y: 0.77, size: 0.16 },
        { motif: m.person, accent: c.orange, x: 0.42, y: 0.64, size: 0.4 },
      ],
    },
  },
  winter: {
    name: 'collection-hiver',
    alternativeText: 'Veste de travail chaude sous des flocons de neige',
    caption: null,
    scene: {
      ...WIDE,
      sky: [c.blue, c.sky],
      ground: 0.16,
      groundColor: c.white,
      items: [
        { motif: m.snowflake, x: 0.14, y: 0.22, size: 0.16, shadow: false },
        { motif: m.snowflake, x: 0.84, y: 0.18, size: 0.12, shadow: false },
        { motif: m.snowflake, x: 0.72, y: 0.42, size: 0.08, shadow: false },
        { motif: m.snowflake, x: 0.28, y: 0.5, size: 0.06, shadow: false },
        { motif: m.jacket, x: 0.5, y: 0.54, size: 0.58 },
      ],
    },
  },
  winterMobile: {
    name: 'collection-hiver-mobile',
    alternativeText: 'Veste de travail chaude sous des flocons de neige',
    caption: null,
    scene: {
      ...PORTRAIT,
      sky: [c.blue, c.sky],
      ground: 0.14,
      groundColor: c.white,
      items: [
        { motif: m.snowflake, x: 0.18, y: 0.14, size: 0.12, shadow: false },
        { motif: m.snowflake, x: 0.82, y: 0.24, size: 0.08, shadow: false },
        { motif: m.jacket, x: 0.5, y: 0.56, size: 0.6 },
      ],
    },
  },
  newShoes: {
    name: 'nouveautes-chaussures',
    alternativeText: 'Deux chaussures de sécurité, une marron et une noire',
    caption: null,
    scene: {
      ...CARD,
      sky: [c.cream, c.white],
      ground: 0.18,
      groundColor: c.sand,
      items: [
        { motif: m.boot, x: 0.36, y: 0.58, size: 0.5 },
        { motif: m.boot, accent: c.navy, x: 0.64, y: 0.6, size: 0.46 },
      ],
    },
  },
  workshop: {
    name: 'atelier-maintenance',
    alternativeText: 'Établi d’atelier avec outils et engrenage',
    caption: null,
    scene: {
      ...CARD,
      sky: [c.sand, c.cream],
      ground: 0.2,
      groundColor: c.brown,
      items: [
        { motif: m.gear, x: 0.26, y: 0.36, size: 0.3, shadow: false },
        { motif: m.tools, x: 0.48, y: 0.56, size: 0.5 },
        { motif: m.helmet, accent: c.orange, x: 0.74, y: 0.64, size: 0.3 },
      ],
    },
  },
  communities: {
    name: 'collectivites-espaces-verts',
    alternativeText: 'Agent des espaces verts avec gants et gilet haute visibilité',
    caption: null,
    scene: {
      ...CARD,
      sky: [c.mint, c.white],
      ground: 0.2,
      groundColor: c.green,
      backdrop: 'hills',
      sun: { x: 0.8, y: 0.2, r: 0.1 },
      items: [
        { motif: m.person, accent: c.yellow, x: 0.36, y: 0.56, size: 0.56 },
        { motif: m.glove, x: 0.6, y: 0.7, size: 0.22, rotate: 10 },
        { motif: m.cone, x: 0.74, y: 0.72, size: 0.2 },
      ],
    },
  },
  productJacket: {
    name: 'selection-veste',
    alternativeText: 'Illustration d’une veste de travail',
    caption: null,
    scene: { ...SQUARE, sky: [c.light, c.white], items: [{ motif: m.jacket, x: 0.5, y: 0.5, size: 0.66 }] },
  },
  productHelmet: {
    name: 'selection-casque-chantier',
    alternativeText: 'Illustration d’un casque de chantier',
    caption: null,
    scene: { ...SQUARE, sky: [c.light, c.white], items: [{ motif: m.helmet, x: 0.5, y: 0.5, size: 0.66 }] },
  },
  productBoot: {
    name: 'selection-chaussure-montante',
    alternativeText: 'Illustration d’une chaussure de sécurité montante',
    caption: null,
    scene: { ...SQUARE, sky: [c.light, c.white], items: [{ motif: m.boot, x: 0.5, y: 0.5, size: 0.66 }] },
  },
  productGloves: {
    name: 'selection-gant-manutention',
    alternativeText: 'Illustration d’un gant de manutention',
    caption: null,
    scene: { ...SQUARE, sky: [c.light, c.white], items: [{ motif: m.glove, x: 0.5, y: 0.5, size: 0.66 }] },
  },
  productVest: {
    name: 'selection-gilet-haute-visibilite',
    alternativeText: 'Illustration d’un gilet haute visibilité',
    caption: null,
    scene: { ...SQUARE, sky: [c.light, c.white], items: [{ motif: m.vest, x: 0.5, y: 0.5, size: 0.66 }] },
  },
  productEarmuffs: {
    name: 'selection-casque-antibruit',
    alternativeText: 'Illustration d’un casque antibruit',
    caption: null,
    scene: { ...SQUARE, sky: [c.light, c.white], items: [{ motif: m.earmuffs, x: 0.5, y: 0.5, size: 0.66 }] },
  },
} satisfies Record<string, IllustrationSpec>

export type ImageKey = keyof typeof ILLUSTRATIONS

export function illustrationSvg(spec: IllustrationSpec): string {
  return renderScene(spec.scene)
}

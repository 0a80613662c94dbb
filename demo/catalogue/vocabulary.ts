/**
 * The words and codes the demo catalogue is made of. Brands are invented on purpose; standards,
 * care labels and colours are the ones a French workwear buyer expects to read.
 */

/** Roles that have a price list (the `default` role has none, docs/product/catalogue.md#prices). */
/** `default` is the public price list guests and crawlers see; the others replace it once a buyer signs in. */
export const PRICE_ROLES = ['default', 'pro', 'agent', 'manager', 'collectivite'] as const

/** Coefficient on the list price per role; a role outside this table gets one derived from its rank. */
export const ROLE_COEFFICIENTS: Readonly<Record<string, number>> = {
  default: 1.08,
  pro: 1,
  agent: 0.95,
  manager: 0.9,
  collectivite: 0.93,
}

/** Extra discount a collectivity gets on products listed in one of its markets. */
export const MARKET_COEFFICIENT = 0.88

export const VAT_RATE = 0.2

export interface Colour {
  key: string
  /** Three letters in SKUs. */
  code: string
  /** Value of the `couleur` variant attribute. */
  name: string
  fill: string
  /** Outlines and details. */
  dark: string
  /** Fluorescent garments get retro-reflective bands in their illustration. */
  fluo?: boolean
}

export const COLOURS = {
  marine: { key: 'marine', code: 'MAR', name: 'Bleu marine', fill: '#2C3E66', dark: '#1A2540' },
  noir: { key: 'noir', code: 'NOI', name: 'Noir', fill: '#34373D', dark: '#16181B' },
  gris: { key: 'gris', code: 'GRI', name: 'Gris anthracite', fill: '#5C636E', dark: '#343941' },
  beige: { key: 'beige', code: 'BEI', name: 'Beige', fill: '#C9B48F', dark: '#8A7654' },
  'jaune-fluo': { key: 'jaune-fluo', code: 'JFL', name: 'Jaune fluo', fill: '#E4F03C', dark: '#8E9720', fluo: true },
  'orange-fluo': { key: 'orange-fluo', code: 'OFL', name: 'Orange fluo', fill: '#FF7A2F', dark: '#B04A12', fluo: true },
  blanc: { key: 'blanc', code: 'BLA', name: 'Blanc', fill: '#FAFAFA', dark: '#9AA3AD' },
  'bleu-roi': { key: 'bleu-roi', code: 'BRO', name: 'Bleu roi', fill: '#2F5BD3', dark: '#1C3A8C' },
  rouge: { key: 'rouge', code: 'ROU', name: 'Rouge', fill: '#D63A3A', dark: '#8C2020' },
  'bleu-ciel': { key: 'bleu-ciel', code: 'BCI', name: 'Bleu ciel', fill: '#9CC9EE', dark: '#4F88B5' },
  marron: { key: 'marron', code: 'MRR', name: 'Marron', fill: '#7A5233', dark: '#4A301C' },
  vert: { key: 'vert', code: 'VER', name: 'Vert', fill: '#3E9A5A', dark: '#236038' },
  bleu: { key: 'bleu', code: 'BLE', name: 'Bleu', fill: '#3B82C4', dark: '#1F5587' },
  jaune: { key: 'jaune', code: 'JAU', name: 'Jaune', fill: '#F5C531', dark: '#A8821A' },
  orange: { key: 'orange', code: 'ORA', name: 'Orange', fill: '#F0782A', dark: '#A44C12' },
  incolore: { key: 'incolore', code: 'INC', name: 'Incolore', fill: '#CFE6F5', dark: '#4B5563' },
} as const satisfies Record<string, Colour>

export type ColourKey = keyof typeof COLOURS

export interface Brand {
  id: number
  name: string
  code: string
}

export const BRANDS = {
  atelierRoc: { id: 1, name: 'Atelier Roc', code: 'ARC' },
  nordikPro: { id: 2, name: 'Nordik Pro', code: 'NKP' },
  securix: { id: 3, name: 'Sécurix', code: 'SCX' },
  batiforme: { id: 4, name: 'Batiforme', code: 'BTF' },
  pasSur: { id: 5, name: 'Pas Sûr', code: 'PSR' },
  manutech: { id: 6, name: 'Manutech', code: 'MNT' },
  visalis: { id: 7, name: 'Visalis', code: 'VSL' },
  respira: { id: 8, name: 'Respira', code: 'RSP' },
  hygiplus: { id: 9, name: 'Hygiplus', code: 'HGP' },
  clairNet: { id: 10, name: 'Clair’Net', code: 'CLN' },
  signalys: { id: 11, name: 'Signalys', code: 'SGL' },
  urbanis: { id: 12, name: 'Urbanis', code: 'URB' },
  toqueBlanche: { id: 13, name: 'Toque Blanche', code: 'TQB' },
} as const satisfies Record<string, Brand>

export type BrandKey = keyof typeof BRANDS

export interface Picto {
  code: string
  name: string
  description: string
}

export const PICTOS = {
  hv2: {
    code: 'EN ISO 20471 classe 2',
    name: 'Haute visibilité classe 2',
    description: 'Visibilité de jour comme de nuit, surface fluorescente et bandes rétroréfléchissantes.',
  },
  hv3: {
    code: 'EN ISO 20471 classe 3',
    name: 'Haute visibilité classe 3',
    description: 'Niveau de visibilité le plus élevé, exigé en bord de voies rapides.',
  },
  pluie: {
    code: 'EN 343',
    name: 'Protection contre la pluie',
    description: 'Imperméabilité et respirabilité mesurées en classes 1 à 4.',
  },
  froid: {
    code: 'EN 342',
    name: 'Protection contre le froid',
    description: 'Isolation thermique pour le travail par températures inférieures à -5 °C.',
  },
  fraicheur: {
    code: 'EN 14058',
    name: 'Protection contre la fraîcheur',
    description: 'Pour les environnements frais, à partir de -5 °C.',
  },
  flamme: {
    code: 'EN ISO 11612',
    name: 'Protection contre la chaleur et la flamme',
    description: 'Tissu ignifugé résistant à la chaleur convective et radiante.',
  },
  antistatique: {
    code: 'EN 1149-5',
    name: 'Antistatique',
    description: 'Dissipe les charges électrostatiques pour éviter les étincelles.',
  },
  chimique: {
    code: 'EN 13034 type 6',
    name: 'Protection chimique limitée',
    description: 'Protège des projections légères de produits chimiques liquides.',
  },
  s3src: {
    code: 'EN ISO 20345 S3 SRC',
    name: 'Sécurité S3 SRC',
    description: 'Embout 200 J, semelle anti-perforation, hydrofuge, antidérapante SRC.',
  },
  s1psrc: {
    code: 'EN ISO 20345 S1P SRC',
    name: 'Sécurité S1P SRC',
    description: 'Embout 200 J, semelle anti-perforation, antidérapante SRC.',
  },
  s5: {
    code: 'EN ISO 20345 S5',
    name: 'Sécurité S5',
    description: 'Botte étanche avec embout et semelle anti-perforation.',
  },
  mecanique: {
    code: 'EN 388',
    name: 'Risques mécaniques',
    description: 'Abrasion, coupure, déchirure et perforation.',
  },
  coupure: {
    code: 'EN 388 niveau D',
    name: 'Anti-coupure niveau D',
    description: 'Résistance à la coupure ISO 13997 supérieure à 10 N.',
  },
  chimiqueGant: {
    code: 'EN ISO 374-1',
    name: 'Risques chimiques',
    description: 'Résistance à la perméation de produits chimiques.',
  },
  microorganismes: {
    code: 'EN ISO 374-5',
    name: 'Micro-organismes',
    description: 'Protection contre les bactéries, champignons et virus.',
  },
  alimentaire: {
    code: 'Contact alimentaire',
    name: 'Apte au contact alimentaire',
    description: 'Conforme au règlement (CE) n° 1935/2004.',
  },
  casque: {
    code: 'EN 397',
    name: 'Casque de protection',
    description: 'Protège contre les chutes d’objets et les chocs latéraux.',
  },
  antiHeurt: {
    code: 'EN 812',
    name: 'Casquette anti-heurt',
    description: 'Protège contre les chocs contre des objets fixes.',
  },
  oculaire: {
    code: 'EN 166',
    name: 'Protection oculaire',
    description: 'Résistance mécanique et qualité optique de classe 1.',
  },
  auditif: { code: 'EN 352', name: 'Protection auditive', description: 'Affaiblissement acoustique mesuré (SNR).' },
  ffp2: { code: 'EN 149 FFP2', name: 'Masque FFP2', description: 'Filtre au moins 94 % des aérosols.' },
  ffp3: { code: 'EN 149 FFP3', name: 'Masque FFP3', description: 'Filtre au moins 99 % des aérosols.' },
  virucide: {
    code: 'EN 14476',
    name: 'Virucide',
    description: 'Efficacité virucide démontrée selon la norme européenne.',
  },
  ecolabel: {
    code: 'Ecolabel européen',
    name: 'Ecolabel européen',
    description: 'Impact environnemental réduit sur tout le cycle de vie.',
  },
  iso7010: { code: 'NF EN ISO 7010', name: 'Signaux de sécurité', description: 'Pictogrammes normalisés de sécurité.' },
  photoluminescent: {
    code: 'NF X 08-050-1',
    name: 'Photoluminescent',
    description: 'Reste visible en cas de coupure d’éclairage.',
  },
  ce: { code: 'CE', name: 'Marquage CE', description: 'Conforme aux exigences européennes applicables.' },
} as const satisfies Record<string, Picto>

export type PictoKey = keyof typeof PICTOS

export const CARE = {
  lavage60: { code: 'lavage_60', name: 'Lavage en machine à 60 °C' },
  lavage40: { code: 'lavage_40', name: 'Lavage en machine à 40 °C' },
  lavage30: { code: 'lavage_30', name: 'Lavage délicat à 30 °C' },
  pasDeChlore: { code: 'sans_chlore', name: 'Ne pas utiliser de chlore' },
  sechageModere: { code: 'sechage_modere', name: 'Séchage en tambour à température modérée' },
  pasDeSechage: { code: 'sans_sechage', name: 'Ne pas sécher en tambour' },
  repassageDoux: { code: 'repassage_doux', name: 'Repassage doux (110 °C maximum)' },
  pasDeRepassage: { code: 'sans_repassage', name: 'Ne pas repasser' },
  pasDeNettoyageSec: { code: 'sans_nettoyage_sec', name: 'Ne pas nettoyer à sec' },
  nettoyagePro: { code: 'nettoyage_pro', name: 'Nettoyage professionnel autorisé' },
  eponge: { code: 'eponge', name: 'Nettoyer à l’éponge humide' },
} as const

export type CareKey = keyof typeof CARE

/** Public-procurement markets; the demo collectivity account holds the first one. */
export const MARKETS = [
  { code: 'MARCHE-2025-014', name: 'Commune de Saint-Aubin-sur-Loire – EPI et vêtements de travail 2025' },
  { code: 'UGAP', name: 'UGAP – catalogue national' },
  { code: 'MARCHE-2024-031', name: 'Département du Rhône – hygiène et entretien' },
  { code: 'MARCHE-2025-022', name: 'Métropole de Nantes – signalisation et mobilier' },
] as const

export const MARKET_CODES = MARKETS.map((market) => market.code)

/** Product line names, appended to model names. */
export const RANGE_NAMES = [
  'Atlas',
  'Boréal',
  'Granit',
  'Ardoise',
  'Cévennes',
  'Vercors',
  'Mistral',
  'Sirocco',
  'Loire',
  'Garonne',
  'Rhône',
  'Durance',
  'Iroise',
  'Quartz',
  'Basalte',
  'Silex',
  'Titan',
  'Orion',
  'Vulcain',
  'Everest',
  'Aubrac',
  'Morvan',
  'Jura',
  'Chartreuse',
  'Belledonne',
  'Ventoux',
  'Lubéron',
  'Camargue',
  'Sologne',
  'Vosges',
  'Armor',
  'Argoat',
  'Cotentin',
  'Ouessant',
  'Bréhat',
  'Estérel',
  'Verdon',
  'Aravis',
  'Pilat',
  'Margeride',
  'Causse',
  'Gévaudan',
  'Quercy',
  'Périgord',
  'Médoc',
  'Landes',
  'Béarn',
  'Cerdagne',
  'Corbières',
  'Minervois',
  'Tramontane',
  'Noroît',
  'Suroît',
  'Zéphyr',
  'Aquilon',
  'Alizé',
  'Blizzard',
  'Sequoia',
  'Cèdre',
  'Mélèze',
] as const

export const TAGS = {
  nouveaute: { id: 1, name: 'Nouveauté' },
  bestSeller: { id: 2, name: 'Meilleure vente' },
  madeInFrance: { id: 3, name: 'Fabriqué en France' },
  ecoConcu: { id: 4, name: 'Éco-conçu' },
  promo: { id: 5, name: 'Promotion' },
  grandesTailles: { id: 6, name: 'Grandes tailles' },
} as const

import type { LetterSize } from '../../lib/search/document-reads'
import type { CareKey } from './vocabulary'

/**
 * A kind groups the product families that are built alike: same variant axes, same care and
 * composition vocabulary, same technical sheet. Leaves of the category tree pick a kind.
 */

export type AxisName = 'taille' | 'couleur' | 'contenance' | 'format' | 'conditionnement'

/** A size range on the letter scale, or an explicit list of numeric sizes, with its weight. */
export type SizeRange = { letters: readonly [LetterSize, LetterSize] } | { numbers: readonly string[] }

export interface ExtraAxis {
  name: Exclude<AxisName, 'taille' | 'couleur'>
  /** Value and price coefficient. */
  values: readonly (readonly [string, number])[]
  /** How many consecutive values a model offers. */
  count: readonly [number, number]
}

export interface AttributeSpec {
  code: string
  name: string
  values: readonly string[]
}

export interface Kind {
  key: string
  /** Two letters opening the model reference and the SKUs. */
  skuPrefix: string
  /** Title of the technical sheet. */
  label: string
  sizes: { name: string; ranges: readonly (readonly [SizeRange, number])[] } | null
  /** Whether a model comes in several colours (else one colour per model). */
  colourVariants: boolean
  extraAxis: ExtraAxis | null
  compositions: readonly (readonly (readonly [string, number | null])[])[]
  care: readonly (readonly CareKey[])[]
  attributes: readonly AttributeSpec[]
  saleUnit: readonly string[]
  features: readonly string[]
}

const textileCare: readonly (readonly CareKey[])[] = [
  ['lavage60', 'pasDeChlore', 'sechageModere', 'repassageDoux', 'nettoyagePro'],
  ['lavage40', 'pasDeChlore', 'sechageModere', 'repassageDoux', 'pasDeNettoyageSec'],
  ['lavage40', 'pasDeChlore', 'pasDeSechage', 'pasDeRepassage', 'pasDeNettoyageSec'],
]

const letterRanges = [
  [{ letters: ['XS', '3XL'] }, 6],
  [{ letters: ['S', 'XXL'] }, 4],
  [{ letters: ['S', '5XL'] }, 2],
  [{ letters: ['M', '8XL'] }, 1],
  [{ letters: ['4XS', 'L'] }, 0.5],
  [{ letters: ['XS', '10XL'] }, 0.4],
] as const satisfies readonly (readonly [SizeRange, number])[]

export const KINDS = {
  haut: {
    skuPrefix: 'VH',
    key: 'vetements-haut',
    label: 'Vestes, blousons et hauts de travail',
    sizes: { name: 'Vêtements – tailles lettres', ranges: letterRanges },
    colourVariants: true,
    extraAxis: null,
    compositions: [
      [
        ['Polyester', 65],
        ['Coton', 35],
      ],
      [['Polyester', 100]],
      [
        ['Coton', 60],
        ['Polyester', 40],
      ],
      [
        ['Polyester', 94],
        ['Élasthanne', 6],
      ],
      [['Coton biologique', 100]],
    ],
    care: textileCare,
    attributes: [
      { code: 'grammage', name: 'Grammage', values: ['180 g/m²', '220 g/m²', '245 g/m²', '280 g/m²', '320 g/m²'] },
      { code: 'coupe', name: 'Coupe', values: ['Droite', 'Confort', 'Ajustée'] },
      { code: 'fermeture', name: 'Fermeture', values: ['Zip sous rabat', 'Boutons pression', 'Zip double curseur'] },
      { code: 'poches', name: 'Nombre de poches', values: ['2', '4', '6', '8'] },
    ],
    saleUnit: ['À l’unité'],
    features: [
      'Coutures triple piqûre aux endroits sollicités',
      'Poche poitrine avec porte-badge amovible',
      'Poignets réglables par patte auto-agrippante',
      'Dos rallongé pour une meilleure couverture',
      'Soufflets d’aisance dans le dos',
      'Poche téléphone fermée par rabat',
      'Col montant doublé micropolaire',
      'Tissu traité déperlant',
    ],
  },
  bas: {
    skuPrefix: 'VB',
    key: 'vetements-bas',
    label: 'Pantalons, shorts et combinaisons',
    sizes: { name: 'Vêtements – tailles lettres', ranges: letterRanges },
    colourVariants: true,
    extraAxis: null,
    compositions: [
      [
        ['Polyester', 65],
        ['Coton', 35],
      ],
      [['Coton', 100]],
      [
        ['Polyester', 60],
        ['Coton', 38],
        ['Élasthanne', 2],
      ],
      [
        ['Polyamide', 88],
        ['Élasthanne', 12],
      ],
    ],
    care: textileCare,
    attributes: [
      { code: 'grammage', name: 'Grammage', values: ['245 g/m²', '270 g/m²', '300 g/m²', '330 g/m²'] },
      { code: 'coupe', name: 'Coupe', values: ['Droite', 'Confort', 'Ajustée'] },
      { code: 'genouilleres', name: 'Poches genouillères', values: ['Oui', 'Non'] },
      { code: 'ceinture', name: 'Ceinture', values: ['Élastiquée côtés', 'Fixe avec passants', 'Réglable'] },
    ],
    saleUnit: ['À l’unité'],
    features: [
      'Poches genouillères accessibles par l’extérieur',
      'Poche mètre et porte-marteau',
      'Renforts en tissu Cordura aux genoux',
      'Ceinture élastiquée sur les côtés',
      'Poche cuisse à soufflet avec rabat',
      'Bas de jambes réglables',
      'Entrejambe à soufflet pour la liberté de mouvement',
    ],
  },
  chaussure: {
    skuPrefix: 'CS',
    key: 'chaussures',
    label: 'Chaussures et bottes de sécurité',
    sizes: {
      name: 'Chaussures – pointures',
      ranges: [
        [{ numbers: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47'] }, 3],
        [{ numbers: ['38', '39', '40', '41', '42', '43', '44', '45', '46'] }, 3],
        [{ numbers: ['39', '40', '41', '42', '43', '44', '45', '46', '47', '48'] }, 2],
      ],
    },
    colourVariants: false,
    extraAxis: null,
    compositions: [
      [
        ['Tige cuir pleine fleur', null],
        ['Doublure textile respirant', null],
        ['Semelle PU/TPU', null],
      ],
      [
        ['Tige textile et synthétique', null],
        ['Semelle PU double densité', null],
      ],
      [['PVC nitrile', 100]],
    ],
    care: [['eponge']],
    attributes: [
      { code: 'embout', name: 'Embout', values: ['Composite', 'Acier', 'Aluminium'] },
      { code: 'semelle', name: 'Semelle anti-perforation', values: ['Textile', 'Acier'] },
      { code: 'largeur', name: 'Largeur chaussant', values: ['Standard (10)', 'Large (11)'] },
      { code: 'poids', name: 'Poids (pointure 42)', values: ['520 g', '610 g', '680 g', '790 g'] },
    ],
    saleUnit: ['La paire'],
    features: [
      'Embout de protection 200 joules',
      'Semelle anti-perforation non métallique',
      'Semelle antidérapante SRC',
      'Talon absorbeur de chocs',
      'Première de propreté amovible et lavable',
      'Sans partie métallique, idéale pour les portiques',
    ],
  },
  gant: {
    skuPrefix: 'GA',
    key: 'gants',
    label: 'Gants de protection',
    sizes: {
      name: 'Gants – tailles 6 à 11',
      ranges: [
        [{ numbers: ['6', '7', '8', '9', '10', '11'] }, 3],
        [{ numbers: ['7', '8', '9', '10'] }, 3],
        [{ numbers: ['8', '9', '10', '11'] }, 1],
      ],
    },
    colourVariants: false,
    extraAxis: null,
    compositions: [
      [
        ['Polyamide', 70],
        ['Enduction nitrile', 30],
      ],
      [
        ['Fibre PEHD', 60],
        ['Polyamide', 30],
        ['Enduction polyuréthane', 10],
      ],
      [['Nitrile', 100]],
      [['Cuir de vachette', 100]],
    ],
    care: [
      ['lavage40', 'pasDeSechage', 'pasDeRepassage'],
      ['pasDeSechage', 'pasDeRepassage'],
    ],
    attributes: [
      { code: 'longueur', name: 'Longueur', values: ['23 cm', '24 cm', '30 cm', '33 cm'] },
      { code: 'epaisseur', name: 'Épaisseur', values: ['0,1 mm', '0,4 mm', '0,75 mm', '1 mm'] },
      { code: 'jauge', name: 'Jauge', values: ['13', '15', '18'] },
    ],
    saleUnit: ['La paire', 'Le sachet de 12 paires'],
    features: [
      'Excellente dextérité pour les travaux de précision',
      'Bonne préhension en milieu sec et légèrement huileux',
      'Dos aéré pour limiter la transpiration',
      'Poignet tricot élastique',
      'Compatible avec les écrans tactiles',
    ],
  },
  equipementTete: {
    skuPrefix: 'PT',
    key: 'protection-tete',
    label: 'Protection de la tête, des yeux et de l’ouïe',
    sizes: null,
    colourVariants: true,
    extraAxis: null,
    compositions: [[['Polyéthylène haute densité', 100]], [['ABS', 100]], [['Polycarbonate', 100]]],
    care: [['eponge']],
    attributes: [
      { code: 'poids', name: 'Poids', values: ['28 g', '45 g', '210 g', '340 g', '370 g'] },
      { code: 'reglage', name: 'Réglage', values: ['Crémaillère', 'Molette', 'Bandeau élastique'] },
      { code: 'traitement', name: 'Traitement', values: ['Anti-rayures', 'Antibuée', 'Anti-UV'] },
    ],
    saleUnit: ['À l’unité', 'Le lot de 10'],
    features: [
      'Réglage rapide d’une seule main',
      'Bandeau anti-transpiration lavable',
      'Compatible avec les accessoires du fabricant',
      'Léger et bien équilibré pour un port prolongé',
      'Fentes latérales pour coquilles antibruit',
    ],
  },
  consommableEpi: {
    skuPrefix: 'PC',
    key: 'epi-consommables',
    label: 'Protection respiratoire et auditive',
    sizes: null,
    colourVariants: false,
    extraAxis: {
      name: 'conditionnement',
      values: [
        ['Boîte de 10', 1],
        ['Boîte de 20', 1.9],
        ['Boîte de 50', 4.5],
        ['Carton de 200', 17],
      ],
      count: [1, 3],
    },
    compositions: [
      [
        ['Polypropylène non tissé', null],
        ['Barrette nasale aluminium', null],
        ['Élastiques sans latex', null],
      ],
      [['Mousse polyuréthane', 100]],
    ],
    care: [],
    attributes: [
      { code: 'usage', name: 'Usage', values: ['Unique', 'Réutilisable'] },
      { code: 'attache', name: 'Attache', values: ['Élastiques tête', 'Élastiques oreilles', 'Cordon'] },
      { code: 'snr', name: 'Affaiblissement', values: ['SNR 29 dB', 'SNR 33 dB', 'SNR 37 dB', 'Sans objet'] },
    ],
    saleUnit: ['La boîte'],
    features: [
      'Emballage individuel hygiénique',
      'Confort respiratoire élevé',
      'Sans latex ni silicone',
      'Forme anatomique adaptée à la majorité des visages',
    ],
  },
  entretien: {
    skuPrefix: 'HE',
    key: 'hygiene-entretien',
    label: 'Produits d’hygiène et d’entretien',
    sizes: null,
    colourVariants: false,
    extraAxis: {
      name: 'contenance',
      values: [
        ['500 ml', 1],
        ['750 ml', 1.35],
        ['1 L', 1.7],
        ['5 L', 6.5],
        ['10 L', 12],
      ],
      count: [1, 3],
    },
    compositions: [
      [
        ['Tensioactifs non ioniques', 5],
        ['Agents de surface anioniques', 5],
      ],
      [['Éthanol', 70]],
      [['Chlorure de didécyldiméthylammonium', null]],
    ],
    care: [],
    attributes: [
      { code: 'ph', name: 'pH', values: ['Neutre', 'Acide', 'Alcalin'] },
      { code: 'parfum', name: 'Parfum', values: ['Sans parfum', 'Citron', 'Pin', 'Lavande'] },
      { code: 'dilution', name: 'Dilution', values: ['Prêt à l’emploi', '1 %', '2 %', '5 %'] },
    ],
    saleUnit: ['À l’unité', 'Le carton de 6'],
    features: [
      'Efficace dès 5 minutes de contact',
      'Sans rinçage sur les surfaces non alimentaires',
      'Formule biodégradable selon l’OCDE 301',
      'Flacon doseur pour éviter le gaspillage',
      'Fiche de données de sécurité disponible',
    ],
  },
  materiel: {
    skuPrefix: 'MN',
    key: 'materiel-nettoyage',
    label: 'Matériel de nettoyage et de collecte',
    sizes: null,
    colourVariants: true,
    extraAxis: {
      name: 'contenance',
      values: [
        ['10 L', 1],
        ['15 L', 1.3],
        ['30 L', 2],
        ['50 L', 2.8],
        ['120 L', 4.5],
      ],
      count: [1, 2],
    },
    compositions: [
      [['Polypropylène recyclé', 100]],
      [['Polyéthylène haute densité', 100]],
      [
        ['Acier galvanisé', null],
        ['Peinture époxy', null],
      ],
    ],
    care: [],
    attributes: [
      { code: 'codeCouleur', name: 'Code couleur HACCP', values: ['Oui', 'Non'] },
      { code: 'roulettes', name: 'Roulettes', values: ['Sans', '2 roues', '4 roues'] },
    ],
    saleUnit: ['À l’unité'],
    features: [
      'Code couleur pour éviter la contamination croisée',
      'Poignée ergonomique',
      'Empilable pour le stockage',
      'Résistant aux produits d’entretien courants',
    ],
  },
  signalisation: {
    skuPrefix: 'SG',
    key: 'signalisation',
    label: 'Signalisation de sécurité et de chantier',
    sizes: null,
    colourVariants: false,
    extraAxis: {
      name: 'format',
      values: [
        ['200 × 200 mm', 1],
        ['300 × 300 mm', 1.6],
        ['400 × 400 mm', 2.4],
        ['A4 – 210 × 297 mm', 1.4],
        ['A3 – 297 × 420 mm', 2.2],
      ],
      count: [1, 4],
    },
    compositions: [
      [['PVC rigide 1,5 mm', null]],
      [['Aluminium 10/10e', null]],
      [['Vinyle adhésif', null]],
      [['Polyéthylène', 100]],
    ],
    care: [],
    attributes: [
      { code: 'support', name: 'Support', values: ['PVC rigide', 'Aluminium', 'Adhésif', 'Photoluminescent'] },
      { code: 'fixation', name: 'Fixation', values: ['Vis', 'Adhésif double face', 'Sur poteau', 'Posé au sol'] },
    ],
    saleUnit: ['À l’unité', 'Le lot de 5'],
    features: [
      'Pictogrammes conformes à la réglementation',
      'Encres résistantes aux UV',
      'Coins arrondis pour une pose sans danger',
      'Utilisable en intérieur et en extérieur',
    ],
  },
  mobilier: {
    skuPrefix: 'MU',
    key: 'mobilier-urbain',
    label: 'Mobilier urbain et équipement des collectivités',
    sizes: null,
    colourVariants: true,
    extraAxis: {
      name: 'format',
      values: [
        ['Longueur 1,20 m', 1],
        ['Longueur 1,50 m', 1.2],
        ['Longueur 1,80 m', 1.4],
        ['Longueur 2,00 m', 1.6],
      ],
      count: [1, 3],
    },
    compositions: [
      [
        ['Acier galvanisé thermolaqué', null],
        ['Lames en pin traité', null],
      ],
      [['Polyéthylène recyclé', 100]],
      [
        ['Fonte', null],
        ['Chêne', null],
      ],
    ],
    care: [],
    attributes: [
      { code: 'pose', name: 'Pose', values: ['À sceller', 'Sur platines', 'Libre'] },
      { code: 'garantie', name: 'Garantie', values: ['2 ans', '5 ans', '10 ans'] },
    ],
    saleUnit: ['À l’unité'],
    features: [
      'Traitement anti-graffiti',
      'Visserie inox anti-vandalisme',
      'Fabrication sur commande, délai indicatif 4 à 6 semaines',
      'Conforme aux règles d’accessibilité',
    ],
  },
} as const satisfies Record<string, Kind>

export type KindKey = keyof typeof KINDS

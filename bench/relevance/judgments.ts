/**
 * The judged query set: what a buyer types in the search box and which products of the demo catalogue
 * they expect at the top. Judgments are written from the catalogue generator's vocabulary
 * (demo/catalogue/taxonomy.ts, vocabulary.ts, kinds.ts), not from what an engine returns: a rule names
 * the category, the product noun, the brand, the norm or the reference the buyer means.
 *
 * Grade 2 is exactly what was asked, grade 1 is an acceptable neighbour (a gilet in another colour, a
 * safety shoe of another height). A query with no grade has no good answer in the catalogue.
 *
 * References (SKUs, partner references) are those of the default seed's first models, which are the
 * same for every catalogue size (demo/catalogue/models.ts plans models independently of the size).
 */

export type QueryKind =
  | 'type-singular'
  | 'type-plural'
  | 'misspelling'
  | 'accents'
  | 'brand'
  | 'sku-exact'
  | 'sku-partial'
  | 'partner-ref'
  | 'norm'
  | 'multi-word'
  | 'elision'
  | 'no-answer'

/** What makes a product (all the variants of one url_key) relevant. */
export type Rule =
  /** Listed in this category or below it (the category's url_key). */
  | { category: string }
  /** The product name starts with these words (case and accents ignored). */
  | { name: string }
  | { brand: string }
  /** Carries a norm whose code starts with this (`EN 388` also covers `EN 388 niveau D`). */
  | { norm: string }
  /** One of its variants has exactly this sku. */
  | { sku: string }
  | { skuPrefix: string }
  /** One of its variants has a partner reference starting with this. */
  | { ref: string }
  /** One of its variants has this axis value, compared by prefix (`Orange` covers `Orange fluo`). */
  | { variant: Record<string, string> }
  | { all: readonly Rule[] }

export interface Grade {
  grade: 1 | 2
  when: Rule
}

export interface JudgedQuery {
  q: string
  kind: QueryKind
  /** What the buyer means, in a few words. */
  need: string
  relevant: readonly Grade[]
}

const exactly = (when: Rule): Grade => ({ grade: 2, when })
const nearly = (when: Rule): Grade => ({ grade: 1, when })
const gloves: Rule[] = [{ category: 'protection-des-mains' }, { category: 'gants-de-jardinage' }]
const hiVis = { category: 'haute-visibilite' }

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // Product types, as buyers type them: plural more often than not.
  { q: 'gants', kind: 'type-plural', need: 'work gloves, not the "wear gloves" signs', relevant: gloves.map(exactly) },
  { q: 'gant', kind: 'type-singular', need: 'work gloves', relevant: gloves.map(exactly) },
  {
    q: 'chaussures de sécurité',
    kind: 'type-plural',
    need: 'safety footwear',
    relevant: [exactly({ category: 'chaussures-de-securite' })],
  },
  {
    q: 'casque',
    kind: 'type-singular',
    need: 'a hard hat or ear defenders, both called casque',
    relevant: [
      exactly({ category: 'casques-de-chantier' }),
      exactly({ category: 'casques-antibruit' }),
      nearly({ category: 'casquettes-anti-heurt' }),
    ],
  },
  {
    q: 'casques de chantier',
    kind: 'type-plural',
    need: 'hard hats',
    relevant: [exactly({ category: 'casques-de-chantier' }), nearly({ category: 'casquettes-anti-heurt' })],
  },
  {
    q: 'lunettes',
    kind: 'type-plural',
    need: 'safety glasses',
    relevant: [exactly({ category: 'protection-des-yeux' })],
  },
  { q: 'bottes', kind: 'type-plural', need: 'safety boots', relevant: [exactly({ category: 'bottes' })] },
  {
    q: 'pantalons',
    kind: 'type-plural',
    need: 'work trousers of any kind',
    relevant: [exactly({ name: 'Pantalon' }), nearly({ category: 'pantalons-et-shorts' }), nearly(hiVis)],
  },
  {
    q: 'parka',
    kind: 'type-singular',
    need: 'a parka, winter or high-visibility',
    relevant: [
      exactly({ name: 'Parka' }),
      nearly({ category: 'parkas-hiver' }),
      nearly({ category: 'vestes-haute-visibilite' }),
    ],
  },
  {
    q: 'poubelles',
    kind: 'type-plural',
    need: 'bins',
    relevant: [
      exactly({ name: 'Poubelle' }),
      nearly({ category: 'collecte-des-dechets' }),
      nearly({ category: 'corbeilles-de-rue' }),
    ],
  },
  {
    q: 'panneaux',
    kind: 'type-plural',
    need: 'safety signs',
    relevant: [exactly({ category: 'signalisation-de-securite' })],
  },
  {
    q: 'seau',
    kind: 'type-singular',
    need: 'a bucket',
    relevant: [exactly({ name: 'Seau' }), nearly({ category: 'seaux-et-chariots' })],
  },
  { q: 'polos', kind: 'type-plural', need: 'polo shirts', relevant: [exactly({ category: 'polos' })] },
  {
    q: 'blouses',
    kind: 'type-plural',
    need: 'overalls and lab coats',
    relevant: [exactly({ name: 'Blouse' }), nearly({ category: 'blouses-et-tuniques' })],
  },
  {
    q: 't-shirt',
    kind: 'type-singular',
    need: 'work tee-shirts, written the common way',
    relevant: [exactly({ category: 'tee-shirts' })],
  },
  {
    q: 'pantalon multipoche',
    kind: 'type-singular',
    need: 'multi-pocket trousers, singular where the catalogue says "multipoches"',
    relevant: [exactly({ category: 'pantalons-multipoches' }), nearly({ name: 'Pantalon' })],
  },

  // Misspellings.
  {
    q: 'chaussurres de securite',
    kind: 'misspelling',
    need: 'safety footwear',
    relevant: [exactly({ category: 'chaussures-de-securite' })],
  },
  {
    q: 'lunnettes',
    kind: 'misspelling',
    need: 'safety glasses',
    relevant: [exactly({ category: 'protection-des-yeux' })],
  },
  { q: 'gnats', kind: 'misspelling', need: 'gloves, letters swapped at the start', relevant: gloves.map(exactly) },
  {
    q: 'gilet haute visibilitée',
    kind: 'misspelling',
    need: 'high-visibility vests',
    relevant: [exactly({ category: 'gilets-haute-visibilite' }), nearly(hiVis)],
  },
  {
    q: 'casqeu antibruit',
    kind: 'misspelling',
    need: 'ear defenders',
    relevant: [exactly({ category: 'casques-antibruit' }), nearly({ category: 'protection-auditive' })],
  },
  {
    q: 'desinfectant virucide',
    kind: 'accents',
    need: 'virucidal disinfectant',
    relevant: [
      exactly({ all: [{ category: 'desinfectants' }, { norm: 'EN 14476' }] }),
      nearly({ category: 'desinfectants' }),
    ],
  },

  // Accents left out.
  {
    q: 'chaussure securite',
    kind: 'accents',
    need: 'safety footwear',
    relevant: [exactly({ category: 'chaussures-de-securite' })],
  },
  {
    q: 'vetements de pluie',
    kind: 'accents',
    need: 'rainwear',
    relevant: [exactly({ category: 'vetements-de-pluie' }), nearly({ name: 'Parka' })],
  },
  {
    q: 'detergent sols',
    kind: 'accents',
    need: 'floor detergent',
    relevant: [exactly({ name: 'Détergent sols' }), nearly({ category: 'nettoyants-multi-surfaces' })],
  },
  {
    q: 'hygiene des mains',
    kind: 'accents',
    need: 'hand hygiene products',
    relevant: [exactly({ category: 'hygiene-des-mains' })],
  },

  // Brands.
  { q: 'Manutech', kind: 'brand', need: 'the Manutech range', relevant: [exactly({ brand: 'Manutech' })] },
  {
    q: 'securix',
    kind: 'brand',
    need: 'the Sécurix range, typed without accent',
    relevant: [exactly({ brand: 'Sécurix' })],
  },
  { q: 'pas sur', kind: 'brand', need: 'the Pas Sûr range', relevant: [exactly({ brand: 'Pas Sûr' })] },
  {
    q: 'nordik pro parka',
    kind: 'brand',
    need: 'a Nordik Pro parka',
    relevant: [exactly({ all: [{ brand: 'Nordik Pro' }, { name: 'Parka' }] }), nearly({ brand: 'Nordik Pro' })],
  },

  // Skus and partner references: the product first.
  { q: 'GA10020-7', kind: 'sku-exact', need: 'that glove, that size', relevant: [exactly({ sku: 'GA10020-7' })] },
  {
    q: 'vh10010-jfl-xs',
    kind: 'sku-exact',
    need: 'that vest, sku typed in lower case',
    relevant: [exactly({ sku: 'VH10010-JFL-XS' })],
  },
  {
    q: 'GA10020',
    kind: 'sku-partial',
    need: 'the product of reference GA10020',
    relevant: [exactly({ skuPrefix: 'GA10020-' })],
  },
  {
    q: 'CS1001',
    kind: 'sku-partial',
    need: 'shoes whose reference starts with CS1001',
    relevant: [exactly({ skuPrefix: 'CS1001' })],
  },
  {
    q: 'MNT-7635',
    kind: 'partner-ref',
    need: 'the manufacturer reference of one glove',
    relevant: [exactly({ ref: 'MNT-7635' })],
  },
  { q: 'D260618201', kind: 'partner-ref', need: 'a distributor reference', relevant: [exactly({ ref: 'D260618201' })] },
  {
    q: 'SCX-5197-01',
    kind: 'partner-ref',
    need: 'a full manufacturer reference',
    relevant: [exactly({ ref: 'SCX-5197-01' })],
  },

  // Norms.
  { q: 'EN 388', kind: 'norm', need: 'gloves rated for mechanical risks', relevant: [exactly({ norm: 'EN 388' })] },
  { q: 'S3', kind: 'norm', need: 'S3 safety shoes', relevant: [exactly({ norm: 'EN ISO 20345 S3' })] },
  {
    q: 'EN ISO 20471',
    kind: 'norm',
    need: 'high-visibility garments',
    relevant: [exactly({ norm: 'EN ISO 20471' }), nearly(hiVis)],
  },
  {
    q: 'FFP3',
    kind: 'norm',
    need: 'FFP3 masks',
    relevant: [exactly({ norm: 'EN 149 FFP3' }), nearly({ category: 'protection-respiratoire' })],
  },
  { q: 'en 166', kind: 'norm', need: 'eye protection', relevant: [exactly({ norm: 'EN 166' })] },

  // Several words: each one narrows.
  {
    q: 'gants anti coupure taille 9',
    kind: 'multi-word',
    need: 'cut-resistant gloves in size 9',
    relevant: [
      exactly({ all: [{ category: 'gants-anti-coupure' }, { variant: { taille: '9' } }] }),
      nearly({ norm: 'EN 388 niveau' }),
    ],
  },
  {
    q: 'gilet haute visibilité orange',
    kind: 'multi-word',
    need: 'an orange high-visibility vest',
    relevant: [
      exactly({ all: [{ category: 'gilets-haute-visibilite' }, { variant: { couleur: 'Orange' } }] }),
      nearly({ category: 'gilets-haute-visibilite' }),
      nearly({ all: [hiVis, { variant: { couleur: 'Orange' } }] }),
    ],
  },
  {
    q: 'pantalon de travail gris',
    kind: 'multi-word',
    need: 'grey work trousers',
    relevant: [
      exactly({ all: [{ category: 'pantalons-de-travail' }, { variant: { couleur: 'Gris' } }] }),
      nearly({ category: 'pantalons-de-travail' }),
    ],
  },
  {
    q: 'chaussures de sécurité montantes',
    kind: 'multi-word',
    need: 'high-top safety shoes',
    relevant: [exactly({ category: 'chaussures-montantes' }), nearly({ category: 'chaussures-de-securite' })],
  },
  {
    q: 'gants nitrile jetables',
    kind: 'multi-word',
    need: 'disposable nitrile gloves',
    relevant: [exactly({ category: 'gants-nitrile-jetables' }), nearly({ category: 'gants-chimiques' })],
  },
  {
    q: 'masque ffp2 sans soupape',
    kind: 'multi-word',
    need: 'FFP2 masks without valve',
    relevant: [exactly({ name: 'Masque FFP2 sans soupape' }), nearly({ name: 'Masque FFP2' })],
  },
  {
    q: 'gel hydroalcoolique',
    kind: 'multi-word',
    need: 'hand sanitiser',
    relevant: [exactly({ name: 'Gel hydroalcoolique' }), nearly({ category: 'hygiene-des-mains' })],
  },

  // Elisions.
  {
    q: "l'EPI",
    kind: 'elision',
    need: 'personal protective equipment',
    relevant: [exactly({ category: 'protection-individuelle' })],
  },
  {
    q: 'bouchons d’oreilles',
    kind: 'elision',
    need: 'ear plugs',
    relevant: [exactly({ category: 'bouchons-oreilles' }), nearly({ category: 'protection-auditive' })],
  },
  {
    q: "creme lavante d'atelier",
    kind: 'elision',
    need: 'workshop hand cleaner',
    relevant: [exactly({ name: 'Crème lavante d’atelier' }), nearly({ category: 'hygiene-des-mains' })],
  },
  {
    q: "vestes d'hiver",
    kind: 'elision',
    need: 'winter jackets',
    relevant: [exactly({ category: 'parkas-hiver' }), nearly({ category: 'vestes-haute-visibilite' })],
  },

  // Nothing good to find: the page must say so and offer a way on.
  { q: 'tronçonneuse', kind: 'no-answer', need: 'a chainsaw', relevant: [] },
  { q: 'imprimante laser', kind: 'no-answer', need: 'a printer', relevant: [] },
  { q: 'gants de boxe', kind: 'no-answer', need: 'boxing gloves', relevant: [] },
  { q: 'ordinateur portable', kind: 'no-answer', need: 'a laptop', relevant: [] },
]

import type { KindKey } from './kinds'
import type { Shape } from './illustrations'
import type { BrandKey, ColourKey, PictoKey } from './vocabulary'

/**
 * The category tree. Level 0 nodes are the universes; products hang on the leaves only. Each leaf
 * says how its products are named, drawn, priced and certified. Qualifiers follow the noun in
 * product names, so they must agree with every noun of their leaf.
 */

export interface LeafSpec {
  kind: KindKey
  shape: Shape
  /** Colours drawn for this shape; a model picks among them. */
  colours: readonly ColourKey[]
  nouns: readonly string[]
  qualifiers: readonly string[]
  price: readonly [number, number]
  brands: readonly BrandKey[]
  /** Always on the product. */
  pictos: readonly PictoKey[]
  /** Each has a fair chance to be added. */
  optionalPictos?: readonly PictoKey[]
  /** Relative share of the catalogue. */
  weight: number
  /** Share of models priced on request ("Prix sur demande"). */
  onRequest?: number
  /** Leaf keys whose products are suggested next to this leaf's (cross-selling). */
  crossWith?: readonly string[]
  /** A second leaf the products are also listed in, possibly in another universe. */
  alsoIn?: string
}

export interface CategoryNode {
  key: string
  name: string
  subtitle?: string
  intro: string
  /** A previous slug kept as a redirect. */
  oldSlug?: string
  children?: readonly CategoryNode[]
  leaf?: LeafSpec
}

const workwearBrands: readonly BrandKey[] = ['atelierRoc', 'nordikPro', 'batiforme']

export const CATEGORY_TREE: readonly CategoryNode[] = [
  {
    key: 'vetements-de-travail',
    name: 'Vêtements de travail',
    subtitle: 'Du chantier à l’atelier',
    intro: 'Vestes, pantalons, hauts et tenues haute visibilité pour tous les métiers.',
    oldSlug: 'vetements-professionnels',
    children: [
      {
        key: 'vestes-et-blousons',
        name: 'Vestes et blousons',
        intro: 'Des vestes robustes pour travailler au chaud et au sec.',
        children: [
          {
            key: 'vestes-de-travail',
            name: 'Vestes de travail',
            intro: 'Vestes multipoches en tissu polycoton résistant.',
            leaf: {
              kind: 'haut', shape: 'veste', colours: ['marine', 'gris', 'noir'],
              nouns: ['Veste de travail', 'Blouson de travail'],
              qualifiers: ['multipoches', 'polycoton', 'bicolore', 'à renforts Cordura', 'coupe confort', 'stretch'],
              price: [29, 89], brands: workwearBrands, pictos: [], optionalPictos: ['antistatique'], weight: 5,
              crossWith: ['pantalons-multipoches', 'tee-shirts'],
            },
          },
          {
            key: 'softshells-et-polaires',
            name: 'Softshells et polaires',
            intro: 'Couches intermédiaires chaudes, respirantes et coupe-vent.',
            leaf: {
              kind: 'haut', shape: 'veste', colours: ['noir', 'marine', 'gris'],
              nouns: ['Veste softshell', 'Veste polaire', 'Gilet polaire'],
              qualifiers: ['3 couches', 'coupe-vent', 'à capuche', 'sans manches', 'anti-boulochage'],
              price: [24, 79], brands: ['nordikPro', 'atelierRoc'], pictos: [], optionalPictos: ['fraicheur'], weight: 4,
              crossWith: ['parkas-hiver'],
            },
          },
          {
            key: 'parkas-hiver',
            name: 'Parkas et vestes d’hiver',
            intro: 'Isolation et imperméabilité pour les chantiers en plein hiver.',
            leaf: {
              kind: 'haut', shape: 'veste', colours: ['marine', 'noir'],
              nouns: ['Parka', 'Veste matelassée', 'Parka 4 en 1'],
              qualifiers: ['imperméable', 'doublée', 'grand froid', 'à capuche amovible'],
              price: [59, 189], brands: ['nordikPro'], pictos: ['pluie'], optionalPictos: ['froid', 'fraicheur'], weight: 3,
              crossWith: ['softshells-et-polaires', 'gants-de-manutention'],
            },
          },
        ],
      },
      {
        key: 'pantalons-et-shorts',
        name: 'Pantalons et shorts',
        intro: 'Pantalons multipoches, stretch ou doublés, et shorts pour la belle saison.',
        children: [
          {
            key: 'pantalons-de-travail',
            name: 'Pantalons de travail',
            intro: 'Le pantalon qui suit tous les gestes du métier.',
            children: [
              {
                key: 'pantalons-multipoches',
                name: 'Pantalons multipoches',
                intro: 'Poches genouillères, poche mètre et porte-outils.',
                oldSlug: 'pantalons-poches-genouilleres',
                leaf: {
                  kind: 'bas', shape: 'pantalon', colours: ['marine', 'gris', 'beige'],
                  nouns: ['Pantalon de travail', 'Pantalon multipoches'],
                  qualifiers: ['à genouillères', 'renforcé Cordura', 'charpentier', 'peintre', 'maçon'],
                  price: [25, 79], brands: workwearBrands, pictos: [], weight: 5,
                  crossWith: ['vestes-de-travail', 'chaussures-basses-cuir'],
                },
              },
              {
                key: 'pantalons-stretch',
                name: 'Pantalons stretch',
                intro: 'Une liberté de mouvement totale grâce aux empiècements extensibles.',
                leaf: {
                  kind: 'bas', shape: 'pantalon', colours: ['gris', 'noir', 'marine'],
                  nouns: ['Pantalon stretch', 'Pantalon de travail extensible'],
                  qualifiers: ['4 directions', 'coupe ajustée', 'léger', 'été'],
                  price: [39, 99], brands: ['atelierRoc', 'batiforme'], pictos: [], weight: 3,
                  crossWith: ['softshells-et-polaires'],
                },
              },
              {
                key: 'pantalons-doubles-hiver',
                name: 'Pantalons doublés hiver',
                intro: 'Doublure chaude et tissu déperlant pour l’extérieur.',
                leaf: {
                  kind: 'bas', shape: 'pantalon', colours: ['marine', 'noir'],
                  nouns: ['Pantalon doublé', 'Pantalon hiver'],
                  qualifiers: ['polaire', 'déperlant', 'grand froid'],
                  price: [45, 109], brands: ['nordikPro'], pictos: [], optionalPictos: ['fraicheur', 'froid'], weight: 2,
                  crossWith: ['parkas-hiver'],
                },
              },
            ],
          },
          {
            key: 'shorts-et-bermudas',
            name: 'Shorts et bermudas',
            intro: 'Pour travailler au frais sans renoncer aux poches.',
            leaf: {
              kind: 'bas', shape: 'pantalon', colours: ['beige', 'gris', 'marine'],
              nouns: ['Bermuda de travail', 'Short de travail'],
              qualifiers: ['multipoches', 'léger', 'stretch'],
              price: [19, 55], brands: workwearBrands, pictos: [], weight: 2,
              crossWith: ['tee-shirts', 'polos'],
            },
          },
        ],
      },
      {
        key: 'hauts-et-tee-shirts',
        name: 'Hauts et tee-shirts',
        intro: 'Tee-shirts, polos et sweats résistants aux lavages industriels.',
        children: [
          {
            key: 'tee-shirts',
            name: 'Tee-shirts',
            intro: 'Coton épais ou polyester respirant, manches courtes ou longues.',
            leaf: {
              kind: 'haut', shape: 'tshirt', colours: ['blanc', 'bleu-roi', 'noir', 'rouge'],
              nouns: ['Tee-shirt de travail', 'Tee-shirt manches longues'],
              qualifiers: ['coton épais', 'respirant', 'anti-UV', 'col rond'],
              price: [6, 24], brands: workwearBrands, pictos: [], weight: 4,
              crossWith: ['vestes-de-travail', 'pantalons-multipoches'],
            },
          },
          {
            key: 'polos',
            name: 'Polos',
            intro: 'Le polo professionnel, brodable à votre logo.',
            leaf: {
              kind: 'haut', shape: 'tshirt', colours: ['blanc', 'bleu-roi', 'noir', 'rouge'],
              nouns: ['Polo de travail', 'Polo manches longues'],
              qualifiers: ['piqué coton', 'séchage rapide', 'brodable'],
              price: [12, 35], brands: ['atelierRoc', 'batiforme'], pictos: [], weight: 3,
            },
          },
          {
            key: 'sweats',
            name: 'Sweats',
            intro: 'Sweats molletonnés pour les matinées fraîches.',
            leaf: {
              kind: 'haut', shape: 'tshirt', colours: ['noir', 'bleu-roi', 'rouge'],
              nouns: ['Sweat de travail', 'Sweat zippé'],
              qualifiers: ['molletonné', 'col camionneur', 'à capuche'],
              price: [19, 49], brands: workwearBrands, pictos: [], weight: 2,
            },
          },
        ],
      },
      {
        key: 'haute-visibilite',
        name: 'Haute visibilité',
        subtitle: 'Être vu, de jour comme de nuit',
        intro: 'Gilets, vestes et pantalons certifiés EN ISO 20471.',
        children: [
          {
            key: 'gilets-haute-visibilite',
            name: 'Gilets haute visibilité',
            intro: 'Le gilet de signalisation, indispensable sur la voie publique.',
            leaf: {
              kind: 'haut', shape: 'gilet', colours: ['jaune-fluo', 'orange-fluo'],
              nouns: ['Gilet haute visibilité', 'Gilet de signalisation'],
              qualifiers: ['classe 2', 'multipoches', 'zippé', 'respirant'],
              price: [3, 29], brands: ['securix', 'batiforme'], pictos: ['hv2'], weight: 3,
              crossWith: ['cones-et-balises', 'casques-de-chantier'],
            },
          },
          {
            key: 'vestes-haute-visibilite',
            name: 'Vestes et parkas haute visibilité',
            intro: 'Protection contre les intempéries et visibilité maximale.',
            leaf: {
              kind: 'haut', shape: 'veste', colours: ['jaune-fluo', 'orange-fluo'],
              nouns: ['Parka haute visibilité', 'Veste haute visibilité', 'Blouson haute visibilité'],
              qualifiers: ['classe 3', 'imperméable', 'bicolore', 'à doublure polaire'],
              price: [39, 159], brands: ['securix', 'nordikPro'], pictos: ['hv3'], optionalPictos: ['pluie', 'froid'], weight: 3,
              crossWith: ['pantalons-haute-visibilite', 'gilets-haute-visibilite'],
            },
          },
          {
            key: 'pantalons-haute-visibilite',
            name: 'Pantalons haute visibilité',
            intro: 'Pantalons et cottes à bandes rétroréfléchissantes.',
            leaf: {
              kind: 'bas', shape: 'pantalon', colours: ['orange-fluo'],
              nouns: ['Pantalon haute visibilité', 'Cotte à bretelles haute visibilité'],
              qualifiers: ['classe 2', 'multipoches', 'stretch'],
              price: [35, 95], brands: ['securix'], pictos: ['hv2'], weight: 2,
              crossWith: ['vestes-haute-visibilite'],
            },
          },
        ],
      },
      {
        key: 'blouses-et-tuniques',
        name: 'Blouses et tuniques',
        intro: 'Blouses, tuniques et vestes de service pour le soin, le laboratoire et l’accueil.',
        leaf: {
          kind: 'haut', shape: 'blouse', colours: ['blanc', 'bleu-ciel'],
          nouns: ['Blouse', 'Tunique médicale', 'Blouse de laboratoire'],
          qualifiers: ['manches longues', 'à pressions', 'col officier', 'polycoton'],
          price: [15, 49], brands: ['atelierRoc', 'toqueBlanche'], pictos: [], weight: 3,
        },
      },
    ],
  },
  {
    key: 'chaussures-de-securite',
    name: 'Chaussures de sécurité',
    subtitle: 'Protéger ses pieds sans sacrifier le confort',
    intro: 'Baskets, chaussures basses et montantes, bottes : tous les niveaux de protection.',
    children: [
      {
        key: 'chaussures-basses',
        name: 'Chaussures basses',
        intro: 'Légères et souples, pour l’atelier, la logistique et le chantier.',
        children: [
          {
            key: 'baskets-de-securite',
            name: 'Baskets de sécurité',
            intro: 'Le confort d’une basket, la protection d’une chaussure de sécurité.',
            leaf: {
              kind: 'chaussure', shape: 'chaussure', colours: ['noir', 'gris'],
              nouns: ['Basket de sécurité', 'Chaussure de sécurité sport'],
              qualifiers: ['légère', 'respirante', 'sans métal', 'semelle amortissante'],
              price: [45, 119], brands: ['pasSur'], pictos: ['s1psrc'], weight: 4,
              crossWith: ['pantalons-stretch'],
            },
          },
          {
            key: 'chaussures-basses-cuir',
            name: 'Chaussures basses cuir',
            intro: 'Cuir pleine fleur hydrofuge, pour l’extérieur.',
            leaf: {
              kind: 'chaussure', shape: 'chaussure', colours: ['noir', 'marron'],
              nouns: ['Chaussure de sécurité basse', 'Derby de sécurité'],
              qualifiers: ['cuir pleine fleur', 'hydrofuge', 'large', 'antistatique'],
              price: [49, 139], brands: ['pasSur'], pictos: ['s3src'], weight: 3,
              crossWith: ['pantalons-multipoches'],
            },
          },
        ],
      },
      {
        key: 'chaussures-montantes',
        name: 'Chaussures montantes',
        intro: 'Un meilleur maintien de la cheville sur les terrains accidentés.',
        leaf: {
          kind: 'chaussure', shape: 'chaussure', colours: ['noir', 'marron'],
          nouns: ['Chaussure de sécurité montante', 'Brodequin de sécurité'],
          qualifiers: ['cuir', 'doublure chaude', 'hydrofuge', 'semelle crantée'],
          price: [59, 169], brands: ['pasSur'], pictos: ['s3src'], weight: 3,
        },
      },
      {
        key: 'bottes',
        name: 'Bottes',
        intro: 'Bottes de sécurité étanches pour les milieux humides et l’agroalimentaire.',
        children: [
          {
            key: 'bottes-de-securite',
            name: 'Bottes de sécurité',
            intro: 'Étanches, avec embout et semelle anti-perforation.',
            leaf: {
              kind: 'chaussure', shape: 'botte', colours: ['vert', 'noir'],
              nouns: ['Botte de sécurité', 'Botte PVC'],
              qualifiers: ['nitrile', 'agroalimentaire', 'fourrée', 'légère'],
              price: [25, 89], brands: ['pasSur'], pictos: ['s5'], weight: 2,
            },
          },
          {
            key: 'bottes-agroalimentaire',
            name: 'Bottes agroalimentaires',
            intro: 'Blanches, lavables à l’eau chaude, résistantes aux graisses.',
            leaf: {
              kind: 'chaussure', shape: 'botte', colours: ['blanc'],
              nouns: ['Botte agroalimentaire'],
              qualifiers: ['résistante aux graisses', 'légère', 'antidérapante'],
              price: [22, 69], brands: ['pasSur', 'toqueBlanche'], pictos: ['s5'], optionalPictos: ['alimentaire'], weight: 1,
            },
          },
        ],
      },
    ],
  },
  {
    key: 'protection-individuelle',
    name: 'Protection individuelle (EPI)',
    subtitle: 'Des pieds à la tête',
    intro: 'Gants, casques, lunettes, protections auditives et respiratoires certifiés.',
    oldSlug: 'epi',
    children: [
      {
        key: 'protection-des-mains',
        name: 'Protection des mains',
        intro: 'Des gants pour chaque risque : mécanique, coupure, chimique.',
        children: [
          {
            key: 'gants-de-manutention',
            name: 'Gants de manutention',
            intro: 'Dextérité et résistance à l’abrasion pour la manutention courante.',
            leaf: {
              kind: 'gant', shape: 'gant', colours: ['gris', 'bleu'],
              nouns: ['Gant de manutention', 'Gant enduit'],
              qualifiers: ['nitrile', 'polyuréthane', 'cuir', 'tricoté'],
              price: [1.5, 14], brands: ['manutech'], pictos: ['mecanique'], weight: 4,
              crossWith: ['lunettes-de-securite', 'vestes-de-travail'],
            },
          },
          {
            key: 'gants-anti-coupure',
            name: 'Gants anti-coupure',
            intro: 'Protection élevée contre la coupure pour le travail des métaux et du verre.',
            leaf: {
              kind: 'gant', shape: 'gant', colours: ['gris'],
              nouns: ['Gant anti-coupure'],
              qualifiers: ['niveau D', 'niveau F', 'enduit nitrile', 'manchette longue'],
              price: [5, 29], brands: ['manutech'], pictos: ['mecanique', 'coupure'], weight: 2,
            },
          },
          {
            key: 'gants-chimiques',
            name: 'Gants chimiques',
            intro: 'Contre les produits chimiques et les micro-organismes.',
            children: [
              {
                key: 'gants-nitrile-jetables',
                name: 'Gants nitrile jetables',
                intro: 'Usage unique, sans poudre, pour l’hygiène et le laboratoire.',
                leaf: {
                  kind: 'gant', shape: 'gant', colours: ['bleu'],
                  nouns: ['Gant nitrile jetable'],
                  qualifiers: ['non poudré', 'extra-fin', 'renforcé'],
                  price: [4, 19], brands: ['manutech', 'hygiplus'], pictos: ['chimiqueGant', 'microorganismes'], optionalPictos: ['alimentaire'], weight: 2,
                  crossWith: ['desinfectants'],
                },
              },
              {
                key: 'gants-chimiques-reutilisables',
                name: 'Gants chimiques réutilisables',
                intro: 'Gants longs en nitrile ou néoprène pour la manipulation de produits.',
                leaf: {
                  kind: 'gant', shape: 'gant', colours: ['vert', 'bleu'],
                  nouns: ['Gant de protection chimique'],
                  qualifiers: ['nitrile', 'néoprène', 'manchette 33 cm'],
                  price: [3, 18], brands: ['manutech'], pictos: ['chimiqueGant'], weight: 1,
                },
              },
            ],
          },
        ],
      },
      {
        key: 'protection-de-la-tete',
        name: 'Protection de la tête',
        intro: 'Casques de chantier et casquettes anti-heurt.',
        children: [
          {
            key: 'casques-de-chantier',
            name: 'Casques de chantier',
            intro: 'Casques EN 397, ventilés ou non, avec ou sans jugulaire.',
            leaf: {
              kind: 'equipementTete', shape: 'casque', colours: ['blanc', 'jaune', 'bleu'],
              nouns: ['Casque de chantier', 'Casque de sécurité'],
              qualifiers: ['ventilé', 'avec jugulaire', 'à crémaillère', 'électricien'],
              price: [7, 59], brands: ['securix'], pictos: ['casque'], weight: 2,
              crossWith: ['lunettes-de-securite', 'casques-antibruit'],
            },
          },
          {
            key: 'casquettes-anti-heurt',
            name: 'Casquettes anti-heurt',
            intro: 'La protection discrète contre les chocs.',
            leaf: {
              kind: 'equipementTete', shape: 'casque', colours: ['bleu', 'jaune'],
              nouns: ['Casquette anti-heurt'],
              qualifiers: ['visière courte', 'aérée', 'réglable'],
              price: [9, 29], brands: ['securix'], pictos: ['antiHeurt'], weight: 1,
            },
          },
        ],
      },
      {
        key: 'protection-des-yeux',
        name: 'Protection des yeux et du visage',
        intro: 'Lunettes, surlunettes et écrans faciaux.',
        leaf: {
          kind: 'equipementTete', shape: 'lunettes', colours: ['incolore'],
          nouns: ['Lunettes de sécurité', 'Surlunettes de protection', 'Lunettes-masque'],
          qualifiers: ['antibuée', 'anti-rayures', 'panoramiques', 'légères'],
          price: [3, 39], brands: ['visalis'], pictos: ['oculaire'], weight: 3,
          crossWith: ['casques-de-chantier', 'masques-ffp'],
        },
      },
      {
        key: 'protection-auditive',
        name: 'Protection auditive',
        intro: 'Bouchons et casques antibruit.',
        children: [
          {
            key: 'bouchons-oreilles',
            name: 'Bouchons d’oreilles',
            intro: 'Bouchons en mousse à usage unique ou réutilisables.',
            leaf: {
              kind: 'consommableEpi', shape: 'antibruit', colours: ['jaune'],
              nouns: ['Bouchons d’oreilles'],
              qualifiers: ['mousse', 'avec cordon', 'détectables', 'réutilisables'],
              price: [5, 45], brands: ['visalis'], pictos: ['auditif'], weight: 1,
            },
          },
          {
            key: 'casques-antibruit',
            name: 'Casques antibruit',
            intro: 'Coquilles confortables pour les environnements bruyants.',
            leaf: {
              kind: 'equipementTete', shape: 'antibruit', colours: ['rouge', 'jaune'],
              nouns: ['Casque antibruit', 'Casque antibruit passif'],
              qualifiers: ['pliable', 'serre-tête', 'adaptable sur casque'],
              price: [12, 79], brands: ['visalis'], pictos: ['auditif'], weight: 1,
            },
          },
        ],
      },
      {
        key: 'protection-respiratoire',
        name: 'Protection respiratoire',
        intro: 'Masques filtrants et demi-masques.',
        children: [
          {
            key: 'masques-ffp',
            name: 'Masques FFP2 et FFP3',
            intro: 'Masques jetables contre les poussières et aérosols.',
            leaf: {
              kind: 'consommableEpi', shape: 'masque', colours: ['blanc'],
              nouns: ['Masque FFP2', 'Masque FFP3'],
              qualifiers: ['avec soupape', 'sans soupape', 'pliable', 'coque'],
              price: [6, 59], brands: ['respira'], pictos: ['ffp2'], optionalPictos: ['ffp3'], weight: 2,
              crossWith: ['protection-des-yeux'],
            },
          },
          {
            key: 'demi-masques',
            name: 'Demi-masques',
            intro: 'Demi-masques réutilisables à cartouches.',
            leaf: {
              kind: 'equipementTete', shape: 'masque', colours: ['blanc'],
              nouns: ['Demi-masque réutilisable'],
              qualifiers: ['bi-cartouche', 'silicone', 'confort'],
              price: [19, 69], brands: ['respira'], pictos: ['ffp3'], weight: 1,
            },
          },
        ],
      },
    ],
  },
  {
    key: 'hygiene-et-entretien',
    name: 'Hygiène & entretien',
    subtitle: 'Des locaux propres et sains',
    intro: 'Produits d’entretien, hygiène des mains, matériel de nettoyage et collecte des déchets.',
    children: [
      {
        key: 'produits-d-entretien',
        name: 'Produits d’entretien',
        intro: 'Nettoyants, désinfectants et détergents professionnels.',
        children: [
          {
            key: 'nettoyants-multi-surfaces',
            name: 'Nettoyants multi-surfaces',
            intro: 'Le quotidien de l’entretien des bureaux et des salles.',
            leaf: {
              kind: 'entretien', shape: 'flacon', colours: ['bleu', 'vert'],
              nouns: ['Nettoyant multi-surfaces', 'Détergent sols', 'Nettoyant vitres'],
              qualifiers: ['concentré', 'prêt à l’emploi', 'écologique', 'dégraissant'],
              price: [2.5, 29], brands: ['hygiplus', 'clairNet'], pictos: [], optionalPictos: ['ecolabel'], weight: 3,
              crossWith: ['seaux-et-chariots'],
            },
          },
          {
            key: 'desinfectants',
            name: 'Désinfectants',
            intro: 'Bactéricides, fongicides et virucides pour les surfaces.',
            leaf: {
              kind: 'entretien', shape: 'flacon', colours: ['vert', 'bleu'],
              nouns: ['Désinfectant surfaces', 'Spray désinfectant', 'Détergent désinfectant'],
              qualifiers: ['virucide', 'sans rinçage', 'contact alimentaire', 'sans alcool'],
              price: [3, 39], brands: ['hygiplus'], pictos: ['virucide'], optionalPictos: ['alimentaire'], weight: 3,
              crossWith: ['gants-nitrile-jetables'],
            },
          },
        ],
      },
      {
        key: 'hygiene-des-mains',
        name: 'Hygiène des mains',
        intro: 'Savons, gels hydroalcooliques et crèmes d’atelier.',
        leaf: {
          kind: 'entretien', shape: 'flacon', colours: ['bleu', 'vert'],
          nouns: ['Gel hydroalcoolique', 'Savon liquide', 'Crème lavante d’atelier'],
          qualifiers: ['peau sensible', 'microbilles', 'sans parfum', 'à pompe'],
          price: [2, 35], brands: ['hygiplus', 'clairNet'], pictos: [], optionalPictos: ['virucide', 'ecolabel'], weight: 3,
        },
      },
      {
        key: 'materiel-de-nettoyage',
        name: 'Matériel de nettoyage',
        intro: 'Seaux, chariots et accessoires de lavage.',
        children: [
          {
            key: 'seaux-et-chariots',
            name: 'Seaux et chariots',
            intro: 'Du seau essoreur au chariot de ménage complet.',
            leaf: {
              kind: 'materiel', shape: 'seau', colours: ['bleu', 'rouge', 'vert'],
              nouns: ['Seau', 'Seau essoreur', 'Chariot de lavage'],
              qualifiers: ['à bec verseur', 'gradué', 'double bac', 'avec presse'],
              price: [4, 249], brands: ['clairNet'], pictos: [], weight: 2,
              crossWith: ['nettoyants-multi-surfaces'],
            },
          },
        ],
      },
      {
        key: 'collecte-des-dechets',
        name: 'Collecte des déchets',
        intro: 'Poubelles, collecteurs de tri et sacs.',
        leaf: {
          kind: 'materiel', shape: 'poubelle', colours: ['gris', 'vert', 'jaune'],
          nouns: ['Poubelle', 'Collecteur de tri', 'Conteneur à pédale'],
          qualifiers: ['à pédale', 'avec couvercle', 'tri sélectif', 'fixation murale'],
          price: [9, 189], brands: ['clairNet', 'urbanis'], pictos: [], weight: 2,
        },
      },
    ],
  },
  {
    key: 'signalisation',
    name: 'Signalisation',
    subtitle: 'Informer, prévenir, baliser',
    intro: 'Panneaux de sécurité normalisés et matériel de balisage de chantier.',
    children: [
      {
        key: 'signalisation-de-securite',
        name: 'Signalisation de sécurité',
        intro: 'Panneaux conformes à la norme NF EN ISO 7010.',
        children: [
          {
            key: 'panneaux-interdiction',
            name: 'Panneaux d’interdiction',
            intro: 'Défense de fumer, accès interdit, eau non potable…',
            leaf: {
              kind: 'signalisation', shape: 'panneau', colours: ['rouge'],
              nouns: ['Panneau interdiction de fumer', 'Panneau accès interdit', 'Panneau interdit aux piétons', 'Panneau eau non potable'],
              qualifiers: ['PVC', 'aluminium', 'adhésif'],
              price: [3, 39], brands: ['signalys'], pictos: ['iso7010'], weight: 2,
            },
          },
          {
            key: 'panneaux-obligation',
            name: 'Panneaux d’obligation',
            intro: 'Port du casque, des gants, des chaussures de sécurité obligatoire.',
            leaf: {
              kind: 'signalisation', shape: 'panneau', colours: ['bleu'],
              nouns: ['Panneau port du casque obligatoire', 'Panneau port des gants obligatoire', 'Panneau port des lunettes obligatoire', 'Panneau EPI obligatoires'],
              qualifiers: ['PVC', 'aluminium', 'adhésif'],
              price: [3, 39], brands: ['signalys'], pictos: ['iso7010'], weight: 2,
              crossWith: ['casques-de-chantier', 'gants-de-manutention'],
            },
          },
          {
            key: 'panneaux-danger',
            name: 'Panneaux de danger',
            intro: 'Danger électrique, chariots élévateurs, sol glissant…',
            leaf: {
              kind: 'signalisation', shape: 'panneau', colours: ['jaune'],
              nouns: ['Panneau danger électrique', 'Panneau chariots élévateurs', 'Panneau sol glissant', 'Panneau matières inflammables'],
              qualifiers: ['PVC', 'aluminium', 'adhésif'],
              price: [3, 39], brands: ['signalys'], pictos: ['iso7010'], weight: 2,
            },
          },
          {
            key: 'evacuation-et-secours',
            name: 'Évacuation et secours',
            intro: 'Sorties de secours, trousses de secours, points de rassemblement.',
            leaf: {
              kind: 'signalisation', shape: 'panneau', colours: ['vert'],
              nouns: ['Panneau sortie de secours', 'Panneau point de rassemblement', 'Panneau trousse de secours', 'Panneau défibrillateur'],
              qualifiers: ['photoluminescent', 'PVC', 'aluminium'],
              price: [4, 45], brands: ['signalys'], pictos: ['iso7010'], optionalPictos: ['photoluminescent'], weight: 2,
            },
          },
        ],
      },
      {
        key: 'signalisation-de-chantier',
        name: 'Signalisation de chantier',
        intro: 'Cônes, balises et barrières pour sécuriser les zones de travaux.',
        leaf: {
          kind: 'signalisation', shape: 'cone', colours: ['orange'],
          nouns: ['Cône de signalisation', 'Balise de chantier', 'Barrière de chantier'],
          qualifiers: ['à bandes rétroréfléchissantes', 'lestable', 'empilable', 'pliable'],
          price: [6, 149], brands: ['signalys', 'securix'], pictos: ['ce'], weight: 2, onRequest: 0.1,
          crossWith: ['gilets-haute-visibilite'],
        },
      },
    ],
  },
  {
    key: 'equipement-collectivites',
    name: 'Équipement collectivités',
    subtitle: 'Pour les services techniques, écoles et cuisines',
    intro: 'Mobilier urbain, restauration collective et entretien des espaces verts.',
    children: [
      {
        key: 'mobilier-urbain',
        name: 'Mobilier urbain',
        intro: 'Bancs, corbeilles et équipements pour l’espace public.',
        children: [
          {
            key: 'bancs-et-banquettes',
            name: 'Bancs et banquettes',
            intro: 'Bancs publics robustes, avec ou sans dossier.',
            leaf: {
              kind: 'mobilier', shape: 'banc', colours: ['vert', 'gris'],
              nouns: ['Banc public', 'Banquette', 'Banc avec dossier'],
              qualifiers: ['bois et acier', 'en plastique recyclé', 'design contemporain', 'à sceller'],
              price: [190, 1290], brands: ['urbanis'], pictos: [], weight: 1, onRequest: 0.4,
              crossWith: ['corbeilles-de-rue'],
            },
          },
          {
            key: 'corbeilles-de-rue',
            name: 'Corbeilles de rue',
            intro: 'Corbeilles Vigipirate et collecteurs extérieurs.',
            leaf: {
              kind: 'mobilier', shape: 'poubelle', colours: ['gris', 'vert'],
              nouns: ['Corbeille de rue', 'Support sac Vigipirate', 'Corbeille de tri extérieure'],
              qualifiers: ['50 litres', 'avec cendrier', 'anti-vandalisme'],
              price: [89, 690], brands: ['urbanis'], pictos: [], weight: 1, onRequest: 0.3,
            },
          },
        ],
      },
      {
        key: 'restauration-collective',
        name: 'Restauration collective',
        intro: 'Tenues de cuisine et d’hygiène alimentaire.',
        leaf: {
          kind: 'haut', shape: 'blouse', colours: ['blanc'],
          nouns: ['Veste de cuisine', 'Tunique de cuisine', 'Blouse agroalimentaire'],
          qualifiers: ['manches longues', 'à boutons-pression', 'respirante', 'col officier'],
          price: [18, 59], brands: ['toqueBlanche'], pictos: [], optionalPictos: ['alimentaire'], weight: 2,
          alsoIn: 'blouses-et-tuniques',
          crossWith: ['bottes-agroalimentaire', 'gants-nitrile-jetables'],
        },
      },
      {
        key: 'espaces-verts',
        name: 'Espaces verts',
        intro: 'Équipement des agents des parcs et jardins.',
        children: [
          {
            key: 'gants-de-jardinage',
            name: 'Gants de jardinage',
            intro: 'Gants résistants aux épines et à l’humidité.',
            leaf: {
              kind: 'gant', shape: 'gant', colours: ['vert'],
              nouns: ['Gant de jardinage', 'Gant d’élagage'],
              qualifiers: ['cuir', 'enduit latex', 'anti-épines'],
              price: [2.5, 19], brands: ['manutech'], pictos: ['mecanique'], weight: 1,
              alsoIn: 'gants-de-manutention',
            },
          },
          {
            key: 'vetements-de-pluie',
            name: 'Vêtements de pluie',
            intro: 'Ensembles et vestes imperméables pour le travail en extérieur.',
            leaf: {
              kind: 'haut', shape: 'veste', colours: ['marine', 'jaune-fluo'],
              nouns: ['Veste de pluie', 'Ensemble de pluie', 'Cape de pluie'],
              qualifiers: ['PVC', 'PU respirant', 'coutures étanchées'],
              price: [12, 89], brands: ['nordikPro', 'securix'], pictos: ['pluie'], weight: 2,
              crossWith: ['bottes-de-securite'],
            },
          },
        ],
      },
    ],
  },
]

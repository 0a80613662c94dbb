import { createHash } from 'node:crypto'
import type { CmsBlock, CmsHeaderSlider, CmsImage, CmsPage } from './shapes'
import { UNIVERSES, type CatalogueRefs, type ProductRef } from './catalogue-refs'
import type { CmsMedia } from './media'

/**
 * The demo's editorial content, as an editor would have typed it in Strapi: French copy for a B2B
 * workwear and equipment supplier. Media and catalogue references are passed in because both are
 * generated when the demo starts.
 */

export const SHOP_NAME = 'Équipro'

/** What the demo stores for a page: a page as Strapi sends it. */
export type DemoPage = CmsPage
/** A component this shop has no schema for, to show how the app copes with one. */
export type ForeignBlock = { __component: 'sections.countdown'; id: number; title: string; endsAt: string }

type Draft<B> = B extends unknown ? Omit<B, 'id'> : never
type BlockDraft = Draft<CmsBlock | ForeignBlock>

export interface ContentSources {
  media: CmsMedia
  catalogue: CatalogueRefs
}

// Fixed dates keep the answers identical from one start to the next (and caches valid).
const CREATED = '2025-01-06T09:00:00.000Z'
const UPDATED = '2025-03-03T08:30:00.000Z'

const documentId = (handle: string) => createHash('sha1').update(`page:${handle}`).digest('hex').slice(0, 24)

const link = (label: string, url: string, openInNewTab = false) => ({ label, url, openInNewTab })
const button = (
  label: string,
  url: string,
  variant: 'primary' | 'secondary' | 'outline' = 'primary',
  openInNewTab = false,
) => ({
  label,
  url,
  variant,
  openInNewTab,
})

function pages({ media, catalogue }: ContentSources) {
  const img = media.images
  const p = catalogue.products
  const files = media.files
  const video = media.videos

  const productSlide = (ref: ProductRef, image: CmsImage) => ({
    image,
    sku: ref.sku,
    title: ref.name,
    subtitle: ref.categoryName,
    price: ref.price,
    link: link('Voir le produit', ref.href),
  })

  return [
    {
      handle: 'home',
      fullpath: '/',
      rank: 0,
      title: 'Accueil',
      seo: {
        metaTitle: `${SHOP_NAME} : vêtements de travail et EPI pour les pros`,
        metaDescription:
          'Vêtements de travail, chaussures de sécurité, EPI et équipements pour entreprises et collectivités : prix négociés, devis en 24 h, livraison en 48 h.',
        keywords: 'vêtements de travail, EPI, chaussures de sécurité, fournitures collectivités, marchés publics',
        metaImage: img.share,
      },
      content: [
        {
          __component: 'sections.hero',
          title: 'Équipez vos équipes, simplement',
          subtitle:
            'Vêtements de travail, protections et équipements pour les entreprises, les artisans et les collectivités. Vos prix négociés, un devis en 24 h et la livraison en 48 h.',
          image: img.hero,
          buttons: [button('Découvrir nos univers', '/univers'), button('Demander un devis', '/contact', 'secondary')],
          align: 'left',
        },
        {
          __component: 'sections.banner-text',
          title: null,
          text: 'Livraison offerte dès 150 € HT · Devis sous 24 h · Paiement à 30 jours pour les comptes professionnels',
          button: null,
          tone: 'info',
        },
        {
          __component: 'sections.categories-list',
          title: 'Nos univers',
          subtitle: 'Plus de 2 000 références en stock, sélectionnées avec des professionnels de terrain.',
          categories: [
            { urlKey: UNIVERSES[0], label: null, image: img.clothing },
            { urlKey: UNIVERSES[1], label: null, image: img.shoes },
            { urlKey: UNIVERSES[2], label: 'Protection individuelle (EPI)', image: img.ppe },
            { urlKey: UNIVERSES[3], label: null, image: img.hygiene },
            { urlKey: UNIVERSES[4], label: null, image: img.signage },
            { urlKey: UNIVERSES[5], label: 'Équipement des collectivités', image: img.communities },
          ],
        },
        {
          __component: 'sections.products-by-four',
          title: 'La sélection du moment',
          subtitle: 'Nos conseillers ont choisi ces produits pour la saison.',
          skus: [p.workJacket.sku, p.boot.sku, p.cutGloves.sku, p.helmet.sku],
          categoryUrlKey: null,
          maxCount: 4,
          link: link('Voir toutes les promotions', '/discount'),
        },
        {
          __component: 'sections.slider-image-text',
          autoplay: true,
          intervalMs: 7000,
          slides: [
            {
              image: img.embroidery,
              title: 'Votre logo sur toutes vos tenues',
              text: 'Broderie et marquage en atelier intégré, dès 10 pièces, avec validation d’un bon à tirer avant production.',
              button: button('Découvrir le marquage', '/nos-services'),
            },
            {
              image: img.delivery,
              title: 'Livré en 24 à 48 heures',
              text: 'Commande passée avant 15 h, colis expédié le jour même depuis notre entrepôt de l’Isère.',
              button: button('Livraison et retours', '/livraison-et-retours', 'secondary'),
            },
            {
              image: img.publicBuyers,
              title: 'Acheteurs publics, on s’occupe de tout',
              text: 'Bon de commande, numéro d’engagement, facturation sur Chorus Pro : vos achats suivent vos procédures.',
              button: button('Marchés publics', '/marches-publics', 'secondary'),
            },
          ],
        },
        {
          __component: 'sections.banner-video-text-button',
          desktopVideo: video.worksiteDesktop,
          mobileVideo: video.worksiteMobile,
          poster: img.worksitePoster,
          title: 'Un chantier balisé, un chantier sûr',
          text: 'Cônes, barrières, panneaux et rubalise : tout le matériel de signalisation temporaire est en stock.',
          button: button('Voir la signalisation', `/${UNIVERSES[4]}`),
        },
        {
          __component: 'sections.slider-three-images',
          title: 'Nos incontournables',
          autoplay: false,
          slides: [
            productSlide(p.jacket, img.productJacket),
            productSlide(p.helmet, img.productHelmet),
            productSlide(p.boot, img.productBoot),
            productSlide(p.gloves, img.productGloves),
            productSlide(p.vest, img.productVest),
            productSlide(p.earmuffs, img.productEarmuffs),
          ],
        },
        {
          __component: 'sections.image-banner',
          image: img.winter,
          mobileImage: img.winterMobile,
          link: link('Découvrir la collection hiver', '/parkas-hiver'),
        },
        {
          __component: 'sections.banner-two-images',
          items: [
            {
              image: img.newShoes,
              title: 'Nouveautés chaussures',
              subtitle: 'Baskets et montantes S3, semelles anti-perforation',
              link: link('Voir les chaussures', `/${UNIVERSES[1]}`),
            },
            {
              image: img.communities,
              title: 'Espaces verts',
              subtitle: 'Gants, vêtements de pluie et balisage pour vos agents',
              link: link('Équiper mes agents', '/espaces-verts'),
            },
          ],
        },
        {
          __component: 'sections.products',
          title: 'Protection des mains',
          subtitle: 'Manutention, coupure, produits chimiques : le bon gant pour chaque tâche.',
          skus: [],
          categoryUrlKey: 'protection-des-mains',
          maxCount: 8,
          link: link('Tous les gants', '/protection-des-mains'),
        },
        {
          __component: 'sections.cards',
          title: `Pourquoi choisir ${SHOP_NAME} ?`,
          cards: [
            {
              title: 'Vos prix négociés',
              text: 'Chaque compte voit ses propres tarifs, remises incluses, dès la connexion.',
              image: null,
              link: null,
            },
            {
              title: 'Un stock permanent',
              text: '2 000 références disponibles toute l’année dans notre entrepôt de 6 000 m².',
              image: null,
              link: link('Notre entrepôt', '/qui-sommes-nous'),
            },
            {
              title: 'Un devis en 24 h',
              text: 'Ajoutez vos articles au panier et transformez-le en demande de devis en un clic.',
              image: null,
              link: link('Demander un devis', '/contact'),
            },
            {
              title: 'Un conseiller dédié',
              text: 'Un interlocuteur unique connaît vos métiers, vos tailles et vos règles d’achat.',
              image: null,
              link: null,
            },
          ],
        },
        {
          __component: 'sections.title-text',
          title: 'Fournisseur des professionnels depuis 1987',
          text: 'Entreprise familiale lyonnaise, Équipro habille et protège plus de 12 000 clients : artisans, PME, industriels, hôpitaux et collectivités.\nNous sélectionnons chaque produit pour sa conformité aux normes, sa durabilité et son confort au quotidien.',
          headingLevel: 2,
        },
      ],
    },
    {
      handle: 'qui-sommes-nous',
      fullpath: '/qui-sommes-nous',
      rank: 10,
      title: 'Qui sommes-nous ?',
      seo: {
        metaTitle: `Qui sommes-nous ? | ${SHOP_NAME}`,
        metaDescription:
          'Équipro, entreprise familiale lyonnaise fondée en 1987, fournit vêtements de travail et équipements de protection aux professionnels et aux collectivités.',
        keywords: 'Équipro, fournisseur EPI Lyon, entreprise familiale, vêtements professionnels',
        metaImage: img.team,
      },
      content: [
        {
          __component: 'sections.title-text',
          title: 'Une entreprise familiale au service des métiers',
          text: 'Fondée à Lyon en 1987 par Jeanne et Marc Delorme, Équipro a commencé par habiller les artisans du quartier de Gerland.\nTrente-cinq ans plus tard, nous équipons des équipes partout en France, avec la même exigence de conseil.',
          headingLevel: 2,
        },
        {
          __component: 'sections.text-image',
          title: 'Des conseillers qui connaissent le terrain',
          html: '<p>Nos douze conseillers viennent du BTP, de l’industrie, de la santé ou des services techniques des villes. Ils vous aident à choisir la bonne <strong>classe de protection</strong>, la bonne norme et la bonne taille.</p><p>Besoin d’un essayage ? Nous prêtons des kits de tailles pendant deux semaines, sans frais.</p>',
          image: img.team,
          style: 'default',
          button: button('Contacter un conseiller', '/contact'),
          file: null,
        },
        {
          __component: 'sections.image-banner',
          image: img.worksite,
          mobileImage: null,
          ratio: '21/9',
          link: null,
        },
        {
          __component: 'sections.text-image',
          title: 'Un entrepôt de 6 000 m² en Isère',
          html: '<p>À Saint-Quentin-Fallavier, au cœur des axes routiers, notre entrepôt prépare plus de 800 commandes par jour.</p><ul><li>2 000 références en stock permanent</li><li>Expédition le jour même pour toute commande passée avant 15 h</li><li>Atelier de marquage et de broderie intégré</li></ul>',
          image: img.warehouse,
          style: 'reverse',
          button: null,
          file: null,
        },
        {
          __component: 'sections.embed',
          title: 'Plan d’accès à l’entrepôt de Saint-Quentin-Fallavier',
          url: 'https://www.openstreetmap.org/export/embed.html?bbox=5.0900%2C45.6250%2C5.1300%2C45.6550&layer=mapnik&marker=45.6400%2C5.1100',
          caption: 'Retrait des commandes sur place du lundi au vendredi, de 8 h à 17 h.',
          width: 960,
          height: 400,
        },
        {
          __component: 'sections.cards',
          title: 'Nos engagements',
          cards: [
            {
              title: 'Des produits conformes',
              text: 'Tous nos EPI portent le marquage CE et sont livrés avec leur déclaration UE de conformité.',
              image: img.ppe,
              link: null,
            },
            {
              title: 'Des tenues qui durent',
              text: 'Nous privilégions les tissus résistants au lavage industriel et réparons plutôt que de jeter.',
              image: img.clothing,
              link: null,
            },
            {
              title: 'Des livraisons regroupées',
              text: 'Une livraison par semaine et par site sur demande, pour limiter les trajets et les emballages.',
              image: img.delivery,
              link: link('Livraison et retours', '/livraison-et-retours'),
            },
          ],
        },
        {
          __component: 'sections.slider-two-images',
          autoplay: false,
          slides: [
            {
              images: [
                {
                  image: img.workshop,
                  title: 'L’atelier de maintenance',
                  subtitle: 'Réparation des vêtements et des chaussures',
                  link: null,
                },
                {
                  image: img.embroidery,
                  title: 'L’atelier de marquage',
                  subtitle: 'Broderie, transfert et sérigraphie',
                  link: link('Nos services', '/nos-services'),
                },
              ],
            },
            {
              images: [
                {
                  image: img.warehouse,
                  title: 'L’entrepôt',
                  subtitle: '6 000 m² à Saint-Quentin-Fallavier',
                  link: null,
                },
                {
                  image: img.delivery,
                  title: 'La flotte de livraison',
                  subtitle: 'Tournées régionales deux fois par semaine',
                  link: null,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      handle: 'nos-services',
      fullpath: '/nos-services',
      rank: 20,
      title: 'Nos services',
      seo: {
        metaTitle: `Marquage, dotation, devis : nos services | ${SHOP_NAME}`,
        metaDescription:
          'Marquage et broderie de vos tenues, gestion des dotations par salarié, devis en 24 h et livraison sur chantier : les services Équipro pour les professionnels.',
        keywords: 'marquage vêtements de travail, broderie logo, dotation vêtements, devis EPI',
        metaImage: img.embroidery,
      },
      content: [
        {
          __component: 'sections.hero',
          title: 'Bien plus que des produits',
          subtitle:
            'Marquage, dotations, livraison sur site : nous prenons en charge ce qui vous fait perdre du temps.',
          image: img.workshop,
          buttons: [button('Parler à un conseiller', '/contact')],
          align: 'center',
        },
        {
          __component: 'sections.banner-image-text',
          title: 'Marquage et broderie',
          text: 'Votre logo brodé ou imprimé sur vestes, polos et tee-shirts, dès 10 pièces. Bon à tirer sous 48 h, production en 5 jours ouvrés.',
          image: img.embroidery,
          button: button('Demander un bon à tirer', '/contact'),
          imagePosition: 'left',
        },
        {
          __component: 'sections.banner-image-text',
          title: 'Un devis en 24 heures',
          text: 'Composez votre panier puis demandez un devis : un conseiller vous répond sous 24 h ouvrées avec vos prix, vos délais et nos alternatives.',
          image: img.quote,
          button: button('Mes devis', '/account/quotations', 'secondary'),
          imagePosition: 'right',
        },
        {
          __component: 'sections.slider-grid-three-images-text',
          autoplay: false,
          slides: [
            {
              title: 'Dotations par salarié',
              text: 'Définissez une tenue type par métier et un budget annuel ; chaque salarié commande dans sa dotation, vous validez en un clic.',
              images: [img.clothing, img.shoes, img.ppe],
              button: button('Découvrir les dotations', '/contact'),
            },
            {
              title: 'Kits de démarrage chantier',
              text: 'Casque, gants, gilet, lunettes et bouchons d’oreilles livrés en un colis par nouvel arrivant.',
              images: [img.productHelmet, img.productGloves, img.productVest],
              button: null,
            },
            {
              title: 'Hygiène des locaux',
              text: 'Produits d’entretien, distributeurs et consommables réapprovisionnés automatiquement chaque mois.',
              images: [img.hygiene, img.tools, img.warehouse],
              button: button('Univers hygiène', `/${UNIVERSES[3]}`, 'secondary'),
            },
          ],
        },
        {
          __component: 'sections.banner-video',
          desktopVideo: video.deliveryDesktop,
          mobileVideo: video.deliveryMobile,
          poster: img.deliveryPoster,
          label: 'Animation : un camion de livraison Équipro roule vers ses clients',
        },
        {
          __component: 'sections.banner-text',
          title: 'Un projet particulier ?',
          text: 'Uniformes de service, équipements d’un nouveau site, renouvellement d’un marché : parlons-en.',
          button: button('Nous contacter', '/contact'),
          tone: 'promo',
        },
      ],
    },
    {
      handle: 'livraison-et-retours',
      fullpath: '/livraison-et-retours',
      rank: 30,
      title: 'Livraison et retours',
      seo: {
        metaTitle: `Livraison et retours | ${SHOP_NAME}`,
        metaDescription:
          'Livraison en 24 à 48 h, offerte dès 150 € HT, livraison sur chantier et retours sous 30 jours : toutes les conditions de livraison Équipro.',
        keywords: 'livraison, frais de port, retour, échange, livraison chantier',
        metaImage: img.delivery,
      },
      content: [
        {
          __component: 'sections.title-text',
          title: 'Livraison et retours',
          text: 'Toutes nos commandes partent de notre entrepôt de Saint-Quentin-Fallavier (Isère).\nCommande passée avant 15 h, colis expédié le jour même.',
          headingLevel: 2,
        },
        {
          __component: 'sections.text',
          html: '<h2>Délais et frais de livraison</h2><table><thead><tr><th scope="col">Destination</th><th scope="col">Délai</th><th scope="col">Frais HT</th></tr></thead><tbody><tr><td>France métropolitaine</td><td>24 à 48 h</td><td>9,90 €, offerts dès 150 € HT</td></tr><tr><td>Corse</td><td>3 à 5 jours</td><td>19,90 €</td></tr><tr><td>Outre-mer (Guadeloupe, Martinique, Guyane, La Réunion)</td><td>7 à 12 jours</td><td>Sur devis</td></tr></tbody></table><h3>Livraison sur chantier</h3><p>Indiquez l’adresse du chantier et un contact sur place : le transporteur l’appelle une heure avant son passage. Les collectivités peuvent demander une livraison <strong>à quai</strong> ou au centre technique municipal.</p>',
        },
        {
          __component: 'sections.text-image',
          title: 'Retours gratuits sous 30 jours',
          html: '<p>Un article ne convient pas ? Retournez-le dans son emballage d’origine sous 30 jours : nous l’échangeons ou vous remboursons.</p><p>Imprimez le bordereau de retour, glissez-le dans le colis et déposez-le en point relais. Les articles marqués à votre logo ne sont ni repris ni échangés.</p>',
          image: img.delivery,
          style: 'dark',
          button: null,
          file: files.returnForm,
        },
        {
          __component: 'sections.banner-text',
          title: 'Suivi de vos colis',
          text: 'Retrouvez le numéro de suivi de chaque expédition dans le détail de vos commandes.',
          button: button('Mes commandes', '/account/sales', 'outline'),
          tone: 'neutral',
        },
      ],
    },
    {
      handle: 'marches-publics',
      fullpath: '/marches-publics',
      rank: 40,
      title: 'Marchés publics',
      seo: {
        metaTitle: `Marchés publics et collectivités | ${SHOP_NAME}`,
        metaDescription:
          'Fournisseur des collectivités : réponses aux MAPA et appels d’offres, accords-cadres, numéro d’engagement juridique, facturation Chorus Pro, mandat administratif.',
        keywords: 'marchés publics, collectivités, Chorus Pro, mandat administratif, MAPA, accord-cadre',
        metaImage: img.publicBuyers,
      },
      content: [
        {
          __component: 'sections.hero',
          title: 'Acheteurs publics, commandez en toute conformité',
          subtitle: 'Mairies, intercommunalités, départements, hôpitaux et lycées : vos achats suivent vos procédures.',
          image: img.publicBuyers,
          buttons: [
            button('Demander un devis', '/contact'),
            button('Créer un compte', '/account/register', 'secondary'),
          ],
          align: 'left',
        },
        {
          __component: 'sections.cards',
          title: 'Vos procédures, notre quotidien',
          cards: [
            {
              title: 'MAPA et appels d’offres',
              text: 'Nous répondons aux consultations et fournissons mémoire technique, échantillons et fiches produits.',
              image: null,
              link: null,
            },
            {
              title: 'Accords-cadres',
              text: 'Votre bordereau de prix est chargé dans votre compte : chaque agent commande au prix du marché.',
              image: null,
              link: null,
            },
            {
              title: 'Engagement juridique',
              text: 'Renseignez votre numéro d’EJ et la référence de votre bon de commande à chaque commande.',
              image: null,
              link: null,
            },
            {
              title: 'Chorus Pro',
              text: 'Factures déposées sur Chorus Pro et réglées par mandat administratif sous 30 jours.',
              image: null,
              link: link('Portail Chorus Pro', 'https://chorus-pro.gouv.fr/', true),
            },
          ],
        },
        {
          __component: 'sections.text-image',
          title: 'Un dossier administratif prêt à l’emploi',
          html: '<p>Extrait Kbis, attestations fiscales et sociales, assurance responsabilité civile, RIB : toutes les pièces demandées dans vos consultations sont réunies dans notre dossier acheteurs publics.</p>',
          image: img.communities,
          style: 'default',
          button: null,
          file: files.publicBuyers,
        },
        {
          __component: 'sections.products',
          title: 'Équipement des collectivités',
          subtitle: 'Mobilier urbain, restauration collective et espaces verts.',
          skus: [],
          categoryUrlKey: UNIVERSES[5],
          maxCount: 8,
          link: link('Tout l’équipement des collectivités', `/${UNIVERSES[5]}`),
        },
        {
          __component: 'sections.banner-image-text',
          title: 'Une consultation en cours ?',
          text: 'Envoyez-nous votre règlement de consultation : notre service marchés publics vous répond sous 48 h.',
          image: img.quote,
          button: button('Contacter le service marchés publics', 'mailto:marches-publics@equipro.example'),
          imagePosition: 'right',
        },
      ],
    },
    {
      handle: 'conditions-generales-de-vente',
      fullpath: '/conditions-generales-de-vente',
      rank: 90,
      title: 'Conditions générales de vente',
      seo: {
        metaTitle: `Conditions générales de vente | ${SHOP_NAME}`,
        metaDescription:
          'Conditions générales de vente Équipro applicables aux clients professionnels et aux acheteurs publics : commandes, devis, prix, paiement, livraison, retours et garanties.',
        keywords: 'CGV, conditions générales de vente, professionnels',
        metaImage: null,
      },
      content: [
        {
          __component: 'sections.title-text',
          title: 'Conditions générales de vente',
          text: 'En vigueur au 3 mars 2025.\nApplicables aux clients professionnels et aux acheteurs publics.',
          headingLevel: 2,
        },
        {
          __component: 'sections.banner-text',
          title: null,
          text: 'Version imprimable des conditions générales de vente (PDF).',
          button: button('Télécharger les CGV', files.terms.url, 'outline', true),
          tone: 'neutral',
        },
        {
          __component: 'sections.text',
          html: [
            '<h2>Article 1 - Objet</h2><p>Les présentes conditions régissent les ventes conclues entre Équipro SAS et ses clients professionnels ou publics sur la boutique en ligne Équipro.</p>',
            '<h2>Article 2 - Commandes et devis</h2><p>Toute commande vaut acceptation des présentes conditions. Les articles affichés <em>Prix sur demande</em> font l’objet d’un devis valable 30 jours.</p><p>Les acheteurs publics peuvent joindre leur bon de commande et leur numéro d’engagement juridique à chaque commande.</p>',
            '<h2>Article 3 - Prix</h2><p>Les prix sont exprimés en euros hors taxes et dépendent de la liste de prix rattachée au compte du client. La TVA au taux en vigueur est ajoutée lors de la facturation.</p>',
            '<h2>Article 4 - Paiement</h2><p>Les factures sont payables à 30 jours date de facture par virement, ou à la commande par carte bancaire. Les collectivités règlent par mandat administratif.</p><p>Tout retard de paiement entraîne des pénalités au taux de trois fois le taux d’intérêt légal et une indemnité forfaitaire de 40 € pour frais de recouvrement.</p>',
            '<h2>Article 5 - Livraison</h2><p>Les articles en stock sont expédiés sous 24 heures ouvrées. La livraison est offerte dès 150 € HT de commande en France métropolitaine.</p>',
            '<h2>Article 6 - Retours</h2><p>Les articles non personnalisés peuvent être retournés sous 30 jours dans leur emballage d’origine. Les articles marqués ou brodés ne sont ni repris ni échangés.</p>',
            '<h2>Article 7 - Garanties</h2><p>Les produits bénéficient de la garantie légale de conformité et de la garantie des vices cachés. Les équipements de protection individuelle sont conformes au règlement (UE) 2016/425.</p>',
            '<h2>Article 8 - Litiges</h2><p>Les présentes conditions sont soumises au droit français. À défaut d’accord amiable, tout litige relève du tribunal de commerce de Lyon.</p>',
          ].join(''),
        },
      ],
    },
    {
      handle: 'mentions-legales',
      fullpath: '/mentions-legales',
      rank: 91,
      title: 'Mentions légales',
      seo: {
        metaTitle: `Mentions légales | ${SHOP_NAME}`,
        metaDescription:
          'Mentions légales de la boutique Équipro : éditeur, hébergeur, directeur de la publication, données personnelles et cookies.',
        keywords: 'mentions légales, éditeur, hébergeur, données personnelles',
        metaImage: null,
      },
      content: [
        {
          __component: 'sections.text',
          html: '<h2>Éditeur</h2><p>Équipro SAS au capital de 250 000 €, 14 rue des Métiers, 69007 Lyon. RCS Lyon 412 345 678. TVA intracommunautaire FR41 412345678. Téléphone : 04 72 00 00 00.</p><h2>Directrice de la publication</h2><p>Claire Delorme, présidente.</p><h2>Hébergement</h2><p>Le site est hébergé en France par un prestataire certifié ISO 27001.</p><h2>Données personnelles</h2><p>Les données collectées servent à traiter vos commandes et vos demandes de devis. Vous disposez d’un droit d’accès, de rectification et d’effacement : écrivez à <a href="mailto:dpo@equipro.example">dpo@equipro.example</a>.</p><h2>Cookies</h2><p>Seuls les cookies nécessaires au fonctionnement de la boutique sont déposés sans votre accord. Vous pouvez modifier vos choix à tout moment depuis le lien « Gérer les cookies » en bas de page.</p>',
        },
      ],
    },
    {
      handle: 'accessibilite',
      fullpath: '/accessibilite',
      rank: 92,
      title: 'Déclaration d’accessibilité',
      seo: {
        metaTitle: `Accessibilité | ${SHOP_NAME}`,
        metaDescription:
          'Déclaration d’accessibilité de la boutique Équipro : état de conformité au RGAA, ce qui a été vérifié, les limites connues et comment nous joindre.',
        keywords: 'accessibilité, RGAA, WCAG, déclaration d’accessibilité',
        metaImage: null,
      },
      content: [
        {
          __component: 'sections.text',
          html: [
            '<h2>État de conformité</h2><p>La boutique Équipro est <strong>partiellement conforme</strong> au référentiel général d’amélioration de l’accessibilité (RGAA 4.1), qui reprend les critères WCAG 2.1 et 2.2 de niveau AA. Aucun audit complet par un organisme extérieur n’a encore été mené.</p>',
            '<h2>Ce qui est vérifié à chaque version</h2><ul><li>Chaque modèle de page (accueil, univers, catégorie avec ses filtres, fiche produit, recherche, panier, commande, pages du compte, formulaires affichant leurs erreurs, fenêtre des cookies, page introuvable) est analysé automatiquement par axe-core selon les critères WCAG 2.2 AA : aucune erreur n’est acceptée.</li><li>Tous les formulaires ont des étiquettes, signalent leurs erreurs en toutes lettres à côté du champ concerné et les relient au champ pour les lecteurs d’écran.</li><li>La navigation au clavier est possible partout : grille des tailles et sélecteurs de quantité au clavier, recherche avec suggestions accessibles (combobox), lien d’évitement vers le contenu.</li><li>Les changements de panier, de synchronisation et les messages sont annoncés aux lecteurs d’écran.</li><li>Les animations s’arrêtent quand le système demande de réduire les animations ; les cibles cliquables mesurent au moins 24 pixels.</li></ul>',
            '<h2>Limites connues</h2><ul><li>Les pages réservées à certains rôles (contacts, membres d’unité) affichent « Page introuvable » sans renvoyer le code HTTP 404, le rôle n’étant connu que dans le navigateur.</li><li>Les cartes et vidéos intégrées depuis des sites tiers ne s’affichent qu’après accord pour les cookies fonctionnels ; leur accessibilité dépend de ces sites.</li><li>Les documents PDF (factures, devis) sont générés par le système de commandes et ne sont pas balisés.</li></ul>',
            '<h2>Nous signaler un problème</h2><p>Si vous ne pouvez pas accéder à un contenu ou à un service, écrivez-nous depuis la page <a href="/contact">Nous contacter</a> : nous vous répondrons et vous proposerons une alternative.</p>',
            '<h2>Voies de recours</h2><p>Si vous n’obtenez pas de réponse satisfaisante, vous pouvez saisir le Défenseur des droits, par son formulaire en ligne, par l’un de ses délégués ou par courrier gratuit : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.</p>',
          ].join(''),
        },
      ],
    },
    {
      handle: 'test-assainissement',
      fullpath: '/test-assainissement',
      rank: 999,
      title: 'Test d’assainissement du contenu',
      seo: {
        metaTitle: 'Test d’assainissement du contenu',
        metaDescription:
          'Page technique : contenu volontairement malveillant pour vérifier que la boutique neutralise le HTML dangereux venu du CMS.',
        keywords: '',
        metaImage: null,
        noindex: true,
      },
      content: [
        {
          __component: 'sections.title-text',
          title: 'Page de test technique',
          text: 'Cette page contient du HTML hostile écrit dans le CMS.\nAucun script ne doit s’exécuter et aucun gestionnaire d’événement ne doit subsister.',
          headingLevel: 2,
        },
        {
          __component: 'sections.text',
          html: SANITISER_PROBE_HTML,
        },
        {
          // A component added in the CMS after the shop was deployed: the shop must log it and keep going.
          __component: 'sections.countdown',
          title: 'Fin des soldes dans',
          endsAt: '2030-01-31T23:59:59.000Z',
        },
      ],
    },
  ] satisfies Array<
    Omit<DemoPage, 'id' | 'documentId' | 'locale' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'content'> & {
      content: BlockDraft[]
    }
  >
}

/**
 * Hostile rich text for the sanitiser's end-to-end test. Each line is an attack the shop must defuse;
 * the harmless parts around them must survive.
 */
export const SANITISER_PROBE_HTML = [
  '<h2>Contenu autorisé</h2><p>Un paragraphe avec du <strong>gras</strong>, de l’<em>italique</em> et un <a href="/contact">lien interne</a>.</p>',
  '<script>window.__cmsXss = "script";</script>',
  '<img src="/images/cms/introuvable.webp" onerror="window.__cmsXss = \'onerror\'" alt="image piégée">',
  '<p onclick="window.__cmsXss = \'onclick\'">Paragraphe avec un gestionnaire de clic.</p>',
  '<a href="javascript:window.__cmsXss = \'javascript-url\'">Lien javascript:</a>',
  '<iframe src="https://example.com/" title="cadre externe"></iframe>',
  '<svg><script>window.__cmsXss = "svg"</script></svg>',
  '<p style="position:fixed;inset:0;background:red">Style en ligne pleine page.</p>',
  '<form action="https://example.com/vol"><input name="motdepasse" type="password"><button>Envoyer</button></form>',
  '<ul><li>Liste conservée</li><li>Deuxième élément</li></ul>',
].join('\n')

/** Every page of the demo CMS, with ids, dates and block ids as Strapi would add them. */
export function buildPages(sources: ContentSources): DemoPage[] {
  let blockId = 0
  return pages(sources).map((page, index) => ({
    ...page,
    id: index + 1,
    documentId: documentId(page.handle),
    locale: 'fr' as const,
    createdAt: CREATED,
    updatedAt: UPDATED,
    publishedAt: UPDATED,
    content: page.content.map((block) => ({ ...block, id: ++blockId }) as CmsBlock),
  }))
}

/** Category `url_key`s the blocks point at, to check them against the generated catalogue. */
export function referencedCategories(pages: DemoPage[]): string[] {
  const keys = pages.flatMap((page) =>
    page.content.flatMap((block) => {
      if (block.__component === 'sections.categories-list')
        return (block.categories as { urlKey: string }[]).map((c) => c.urlKey)
      if (block.__component === 'sections.products' || block.__component === 'sections.products-by-four')
        return typeof block.categoryUrlKey === 'string' ? [block.categoryUrlKey] : []
      return []
    }),
  )
  return [...new Set(keys)]
}

/** The messages scrolling above the header. */
export function buildHeaderSlider(): CmsHeaderSlider {
  return {
    id: 1,
    documentId: documentId('header-slider'),
    locale: 'fr',
    entries: [
      { id: 1, text: 'Livraison offerte dès 150 € HT de commande', url: '/livraison-et-retours', openInNewTab: false },
      {
        id: 2,
        text: 'Acheteurs publics : bon de commande, numéro d’EJ et Chorus Pro',
        url: '/marches-publics',
        openInNewTab: false,
      },
      { id: 3, text: 'Bien choisir ses EPI : le guide de l’INRS', url: 'https://www.inrs.fr/', openInNewTab: true },
    ],
  }
}

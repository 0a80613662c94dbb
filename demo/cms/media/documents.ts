import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

/** Downloadable PDFs linked from the content pages. Text only: Helvetica covers French (WinAnsi). */
export interface DocumentSpec {
  name: string
  title: string
  sections: Array<{ heading: string; paragraphs: string[] }>
}

const SELLER = 'Équipro SAS, 14 rue des Métiers, 69007 Lyon. SIREN 412 345 678, RCS Lyon. TVA FR41 412345678.'

export const DOCUMENTS = {
  terms: {
    name: 'conditions-generales-de-vente',
    title: 'Conditions générales de vente',
    sections: [
      {
        heading: 'Article 1 - Objet',
        paragraphs: [
          `Les présentes conditions régissent les ventes conclues entre ${SELLER} et ses clients professionnels ou publics sur la boutique en ligne Équipro.`,
        ],
      },
      {
        heading: 'Article 2 - Commandes et devis',
        paragraphs: [
          'Toute commande passée sur la boutique vaut acceptation des présentes conditions. Les articles affichés « Prix sur demande » font l’objet d’un devis valable 30 jours.',
          'Les acheteurs publics peuvent joindre leur bon de commande et leur numéro d’engagement juridique (EJ) à chaque commande.',
        ],
      },
      {
        heading: 'Article 3 - Prix',
        paragraphs: [
          'Les prix sont exprimés en euros hors taxes. Ils dépendent de la liste de prix rattachée au compte du client. La TVA au taux en vigueur est ajoutée lors de la facturation.',
        ],
      },
      {
        heading: 'Article 4 - Paiement',
        paragraphs: [
          'Les factures sont payables à 30 jours date de facture par virement, ou à la commande par carte bancaire. Les collectivités règlent par mandat administratif dans le délai légal de 30 jours.',
          'Tout retard de paiement entraîne des pénalités au taux de trois fois le taux d’intérêt légal et une indemnité forfaitaire de 40 euros pour frais de recouvrement.',
        ],
      },
      {
        heading: 'Article 5 - Livraison',
        paragraphs: [
          'Les articles en stock sont expédiés sous 24 heures ouvrées et livrés en 24 à 48 heures en France métropolitaine. La livraison est offerte dès 150 euros HT de commande.',
        ],
      },
      {
        heading: 'Article 6 - Retours',
        paragraphs: [
          'Les articles non personnalisés peuvent être retournés dans un délai de 30 jours, dans leur emballage d’origine, avec le bordereau de retour. Les articles marqués ou brodés ne sont ni repris ni échangés.',
        ],
      },
      {
        heading: 'Article 7 - Garanties',
        paragraphs: [
          'Les produits bénéficient de la garantie légale de conformité et de la garantie des vices cachés. Les équipements de protection individuelle sont conformes au règlement (UE) 2016/425.',
        ],
      },
      {
        heading: 'Article 8 - Litiges',
        paragraphs: [
          'Les présentes conditions sont soumises au droit français. À défaut d’accord amiable, tout litige relève du tribunal de commerce de Lyon.',
        ],
      },
    ],
  },
  returnForm: {
    name: 'bordereau-de-retour',
    title: 'Bordereau de retour',
    sections: [
      {
        heading: 'Vos coordonnées',
        paragraphs: [
          'Société ou collectivité : ______________________________',
          'Numéro de client : ______________   Numéro de commande : ______________',
          'Contact : ______________________   Téléphone : ______________________',
        ],
      },
      {
        heading: 'Articles retournés',
        paragraphs: [
          'Référence : __________   Taille : ____   Quantité : ____   Motif : __________',
          'Référence : __________   Taille : ____   Quantité : ____   Motif : __________',
          'Référence : __________   Taille : ____   Quantité : ____   Motif : __________',
        ],
      },
      {
        heading: 'Motifs',
        paragraphs: [
          '1. Taille ne convient pas   2. Article défectueux   3. Erreur de préparation   4. Autre (préciser)',
        ],
      },
      {
        heading: 'Adresse de retour',
        paragraphs: [
          'Équipro - Service retours, ZI des Chênes, 38070 Saint-Quentin-Fallavier. Joignez ce bordereau au colis et conservez la preuve de dépôt.',
        ],
      },
    ],
  },
  publicBuyers: {
    name: 'dossier-acheteurs-publics',
    title: 'Dossier acheteurs publics',
    sections: [
      {
        heading: 'Qui sommes-nous',
        paragraphs: [
          SELLER,
          'Fournisseur des collectivités depuis 1987 : mairies, intercommunalités, services départementaux, hôpitaux et établissements scolaires.',
        ],
      },
      {
        heading: 'Pièces administratives',
        paragraphs: [
          'Extrait Kbis de moins de trois mois, attestations de régularité fiscale et sociale, attestation d’assurance responsabilité civile et RIB sont disponibles sur simple demande.',
        ],
      },
      {
        heading: 'Commande publique',
        paragraphs: [
          'Nous répondons aux marchés à procédure adaptée, aux appels d’offres et aux accords-cadres. Chaque commande peut porter la référence du bon de commande et le numéro d’engagement juridique.',
          'Facturation déposée sur Chorus Pro. Paiement par mandat administratif.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'Service marchés publics : marches-publics@equipro.example, 04 72 00 00 00, du lundi au vendredi de 8 h à 18 h.',
        ],
      },
    ],
  },
} satisfies Record<string, DocumentSpec>

export type DocumentKey = keyof typeof DOCUMENTS

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 56

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

export async function renderDocument(spec: DocumentSpec): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  // Fixed metadata: the same spec always gives the same bytes.
  const epoch = new Date('2025-01-06T09:00:00Z')
  pdf.setTitle(`${spec.title} - Équipro`)
  pdf.setAuthor('Équipro')
  pdf.setLanguage('fr-FR')
  pdf.setCreationDate(epoch)
  pdf.setModificationDate(epoch)
  pdf.setProducer('Équipro démo')
  pdf.setCreator('Équipro démo')
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const navy = rgb(0.11, 0.21, 0.34)
  const textWidth = A4.width - 2 * MARGIN

  let page: PDFPage = pdf.addPage([A4.width, A4.height])
  let y = A4.height - MARGIN
  const ensureRoom = (needed: number) => {
    if (y - needed < MARGIN) {
      page = pdf.addPage([A4.width, A4.height])
      y = A4.height - MARGIN
    }
  }

  page.drawRectangle({ x: 0, y: A4.height - 8, width: A4.width, height: 8, color: rgb(0.95, 0.55, 0.16) })
  page.drawText('Équipro', { x: MARGIN, y, size: 12, font: bold, color: navy })
  y -= 36
  page.drawText(spec.title, { x: MARGIN, y, size: 22, font: bold, color: navy })
  y -= 30
  for (const section of spec.sections) {
    ensureRoom(40)
    page.drawText(section.heading, { x: MARGIN, y, size: 13, font: bold, color: navy })
    y -= 20
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(paragraph, regular, 10.5, textWidth)) {
        ensureRoom(16)
        page.drawText(line, { x: MARGIN, y, size: 10.5, font: regular })
        y -= 15
      }
      y -= 6
    }
    y -= 8
  }
  return pdf.save({ useObjectStreams: false })
}

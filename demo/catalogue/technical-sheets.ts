import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import { KINDS, type Kind } from './kinds'
import { CARE } from './vocabulary'

/**
 * One short PDF technical sheet per product kind, shared by all its products, so the product
 * page's "Fiche technique" link opens a real document.
 */

/** Where the CMS serves `${urls.cms}/docs/...` from. */
export const DOCS_DIR = (dataDir: string) => path.join(dataDir, 'docs')
const SHEETS = 'fiches-techniques'

export const technicalSheetUrl = (cmsUrl: string, kind: Kind) =>
  `${cmsUrl.replace(/\/+$/, '')}/docs/${SHEETS}/${kind.key}.pdf`

/** Standard PDF fonts only encode WinAnsi; drop anything else rather than fail. */
const winAnsi = (text: string) =>
  text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2019\u2013\u2014\u2022\u0153\u0152\u20AC]/g, '')

async function sheetPdf(kind: Kind): Promise<Uint8Array> {
  // No metadata update: the producer and dates would change the bytes on every run.
  const pdf = await PDFDocument.create({ updateMetadata: false })
  pdf.setTitle(winAnsi(`Fiche technique – ${kind.label}`))
  pdf.setLanguage('fr-FR')
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const page = pdf.addPage([595, 842])
  const ink = rgb(0.11, 0.14, 0.19)
  const accent = rgb(0.17, 0.24, 0.4)
  let y = 780
  const width = 483
  /** Wraps on spaces ourselves, so we know how far down each paragraph ends. */
  const line = (raw: string, size: number, font = regular, gap = 8) => {
    const rows: string[] = []
    for (const word of winAnsi(raw).split(' ')) {
      const last = rows.at(-1)
      if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= width)
        rows[rows.length - 1] = `${last} ${word}`
      else rows.push(word)
    }
    for (const row of rows) {
      page.drawText(row, { x: 56, y, size, font, color: ink })
      y -= size * 1.3
    }
    y -= gap
  }

  page.drawRectangle({ x: 0, y: 800, width: 595, height: 42, color: accent })
  page.drawText('Boutique Pro – Fiche technique', { x: 56, y: 815, size: 14, font: bold, color: rgb(1, 1, 1) })
  line(kind.label, 22, bold, 16)
  line(
    'Document de démonstration. Les caractéristiques ci-dessous sont communes à la gamme ; ' +
      'la fiche produit précise les normes, la composition et les tailles de chaque article.',
    11,
  )
  line('Points forts', 14, bold)
  for (const feature of kind.features) line(`•  ${feature}`, 11, regular, 4)
  y -= 10
  const care = kind.care[0]
  if (care && care.length > 0) {
    line('Entretien', 14, bold)
    for (const key of care) line(`•  ${CARE[key].name}`, 11, regular, 4)
    y -= 10
  }
  line('Conformité', 14, bold)
  line(
    'Chaque article respecte les normes indiquées sur sa fiche produit. Les déclarations de ' +
      'conformité sont disponibles sur demande auprès du service client.',
    11,
  )
  return pdf.save({ useObjectStreams: false })
}

export async function writeTechnicalSheets(dataDir: string): Promise<number> {
  const dir = path.join(DOCS_DIR(dataDir), SHEETS)
  await mkdir(dir, { recursive: true })
  const kinds = Object.values(KINDS)
  for (const kind of kinds) await writeFile(path.join(dir, `${kind.key}.pdf`), await sheetPdf(kind))
  return kinds.length
}

import type { Context } from 'hono'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { formatEuros } from './pricing'
import type { Address } from '../shop-server/shapes'

/** What the three printed documents (order, quotation, invoice) share. */
export interface PrintableDocument {
  /** "Commande", "Devis" or "Facture": the title and the file name's first word. */
  kind: string
  reference: string
  date: string
  /** Extra header lines, e.g. ["Référence client", "BC-2026-118"]. */
  details: [string, string][]
  invoicing: Address | null
  delivery: Address | null
  lines: { name: string; qty: number; unitUntaxed: number; untaxed: number; isDelivery: boolean }[]
  totals: { untaxed: number; tax: number; total: number; due?: number }
}

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
const GREY = rgb(0.4, 0.4, 0.4)
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/** The standard PDF fonts only know WinAnsi; anything else would make pdf-lib throw. */
function printable(text: string): string {
  return [...text.normalize('NFC').replace(/[\u202f\u00a0]/g, ' ')]
    .map((ch) => (ch.charCodeAt(0) < 256 || WIN_ANSI_EXTRAS.has(ch) ? ch : '?'))
    .join('')
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let out = printable(text)
  if (font.widthOfTextAtSize(out, size) <= width) return out
  while (out.length > 1 && font.widthOfTextAtSize(`${out}…`, size) > width) out = out.slice(0, -1)
  return `${out}…`
}

const dateFr = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })
const qtyFr = (n: number) => n.toLocaleString('fr-FR', { maximumFractionDigits: 3 })

function addressLines(address: Address | null): string[] {
  if (!address) return ['—']
  return [
    address.name,
    address.street,
    address.street2,
    [address.zip, address.city].filter(Boolean).join(' '),
    address.country?.name,
  ].filter((l): l is string => !!l)
}

/** A one- or multi-page A4 document: seller, parties, lines, totals. */
export async function renderPdf(doc: PrintableDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(printable(`${doc.kind} ${doc.reference}`))
  pdf.setAuthor('Boutique Pro (démonstration)')
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)

  let page: PDFPage = pdf.addPage(A4)
  let y = A4[1] - MARGIN
  const text = (
    value: string,
    x: number,
    opts: { size?: number; f?: PDFFont; right?: boolean; color?: typeof GREY } = {},
  ) => {
    const size = opts.size ?? 9
    const f = opts.f ?? font
    const safe = printable(value)
    const at = opts.right ? x - f.widthOfTextAtSize(safe, size) : x
    page.drawText(safe, { x: at, y, size, font: f, color: opts.color ?? rgb(0, 0, 0) })
  }

  text('Boutique Pro', MARGIN, { size: 16, f: bold })
  text(`${doc.kind} ${doc.reference}`, A4[0] - MARGIN, { size: 16, f: bold, right: true })
  y -= 16
  text('Équipements et vêtements professionnels — 12 rue de l’Industrie, 69007 Lyon', MARGIN, { color: GREY })
  text(`Date : ${dateFr(doc.date)}`, A4[0] - MARGIN, { right: true })
  for (const [label, value] of doc.details) {
    y -= 12
    text(`${label} : ${value}`, A4[0] - MARGIN, { right: true })
  }

  y -= 30
  const top = y
  text('Adresse de facturation', MARGIN, { f: bold })
  text('Adresse de livraison', 320, { f: bold })
  addressLines(doc.invoicing).forEach((line, i) => {
    y = top - 13 * (i + 1)
    text(line, MARGIN)
  })
  const left = y
  addressLines(doc.delivery).forEach((line, i) => {
    y = top - 13 * (i + 1)
    text(line, 320)
  })
  y = Math.min(y, left) - 30

  const header = () => {
    text('Désignation', MARGIN, { f: bold })
    text('Qté', 380, { f: bold, right: true })
    text('PU HT', 465, { f: bold, right: true })
    text('Total HT', A4[0] - MARGIN, { f: bold, right: true })
    y -= 6
    page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: GREY })
    y -= 14
  }
  header()
  for (const line of doc.lines) {
    if (y < MARGIN + 110) {
      page = pdf.addPage(A4)
      y = A4[1] - MARGIN
      header()
    }
    page.drawText(fit(line.name, font, 9, 290), { x: MARGIN, y, size: 9, font })
    text(qtyFr(line.qty), 380, { right: true })
    const free = line.isDelivery ? 'Offerte' : 'Prix sur demande'
    text(line.unitUntaxed === 0 ? free : formatEuros(line.unitUntaxed), 465, { right: true })
    text(formatEuros(line.untaxed), A4[0] - MARGIN, { right: true })
    y -= 15
  }

  y -= 10
  const totals: [string, number][] = [
    ['Total HT', doc.totals.untaxed],
    ['TVA 20 %', doc.totals.tax],
    ['Total TTC', doc.totals.total],
  ]
  if (doc.totals.due !== undefined) totals.push(['Reste à payer', doc.totals.due])
  for (const [label, value] of totals) {
    text(label, 465, { f: bold, right: true })
    text(formatEuros(value), A4[0] - MARGIN, { right: true })
    y -= 14
  }

  y = MARGIN
  text('Document généré par la démonstration Boutique Pro. SIREN 000 000 000 (fictif).', MARGIN, {
    size: 7,
    color: GREY,
  })
  return pdf.save()
}

/** The file as a download, named after the document. */
export function pdfResponse(
  c: Context,
  bytes: Uint8Array,
  doc: Pick<PrintableDocument, 'kind' | 'reference'>,
): Response {
  const filename = `${doc.kind}-${doc.reference.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
  })
}

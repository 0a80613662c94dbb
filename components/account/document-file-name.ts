/**
 * `Facture-FA2026-0001.pdf`: the kind of document (from the messages) and its reference, as the order
 * system names its PDFs, with only characters every file system keeps.
 */
export function documentFileName(kind: string, reference: string): string {
  return `${kind}-${reference}`.replace(/[^\p{L}\p{N}-]+/gu, '-') + '.pdf'
}

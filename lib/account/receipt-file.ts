import { inspectLeadFile, type LeadFileCheck } from '@/lib/leads/file-check'
import { MAX_RECEIPT_BYTES } from '@/lib/order-system/schemas/quotation'
import { LEAD_FILE_ACCEPT } from '@/lib/shop-server/schemas/lead'

/**
 * The purchase order a buyer may attach when confirming a quotation (docs/product/quotations.md#confirming): a PDF or
 * an image (PNG, JPEG), the same documents as a lead's attachment, whose extension and first bytes
 * agree, up to the order system's own maximum, MAX_RECEIPT_BYTES (5 Mo). Checked before sending so a
 * wrong file is refused in French at once rather than after an upload.
 */
export const RECEIPT_FILE_MAX_BYTES = MAX_RECEIPT_BYTES
/** For the form's hint ("5 Mo maximum"). */
export const RECEIPT_FILE_MAX_MEGABYTES = RECEIPT_FILE_MAX_BYTES / (1024 * 1024)
/** For `<input type="file" accept>`: a hint to the file picker, never the check itself. */
export const RECEIPT_FILE_ACCEPT = LEAD_FILE_ACCEPT

export type ReceiptFileCheck = LeadFileCheck

/** Reads only the head of the chosen file, however large it is. */
export function inspectReceiptFile(file: File): Promise<ReceiptFileCheck> {
  return inspectLeadFile(file, RECEIPT_FILE_MAX_BYTES)
}

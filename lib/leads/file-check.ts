import { LEAD_FILE_MAX_BYTES, LEAD_FILE_TYPES, type LeadFileMime } from '@/lib/shop-server/schemas/lead'

/**
 * The first bytes each accepted type starts with: a name proves nothing about the content (OWASP, file
 * upload), so the form refuses what the shop server would refuse before sending megabytes for nothing.
 */
export const LEAD_FILE_SIGNATURES: Readonly<Record<LeadFileMime, readonly number[]>> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // "%PDF-"
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
}

/** How much of a file the check reads: the longest signature. */
export const LEAD_FILE_HEAD_BYTES = Math.max(
  ...Object.values(LEAD_FILE_SIGNATURES).map((signature) => signature.length),
)

export interface LeadFileProbe {
  name: string
  size: number
  /** The file's first bytes (at least LEAD_FILE_HEAD_BYTES when the file is that long). */
  head: Uint8Array
}

/** Why a file is refused; the form words it (messages/fr.json, `lead.file`). */
export type LeadFileProblem = 'tooLarge' | 'wrongType'

export type LeadFileCheck = { ok: true; mime: LeadFileMime } | { ok: false; problem: LeadFileProblem }

/**
 * A PDF, PNG or JPEG whose extension and first bytes agree, within LEAD_FILE_MAX_BYTES unless the
 * caller's server takes another size (a quotation's purchase order: lib/account/receipt-file.ts).
 */
export function checkLeadFile(file: LeadFileProbe, maxBytes: number = LEAD_FILE_MAX_BYTES): LeadFileCheck {
  if (file.size > maxBytes) return { ok: false, problem: 'tooLarge' }
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? ''
  const type = LEAD_FILE_TYPES.find((t) => (t.extensions as readonly string[]).includes(extension))
  if (!type) return { ok: false, problem: 'wrongType' }
  const signature = LEAD_FILE_SIGNATURES[type.mime]
  return signature.every((byte, i) => file.head[i] === byte)
    ? { ok: true, mime: type.mime }
    : { ok: false, problem: 'wrongType' }
}

/** Reads only the head of a chosen file, however large it is, then checks it. */
export async function inspectLeadFile(file: File, maxBytes: number = LEAD_FILE_MAX_BYTES): Promise<LeadFileCheck> {
  const head = new Uint8Array(await file.slice(0, LEAD_FILE_HEAD_BYTES).arrayBuffer())
  return checkLeadFile({ name: file.name, size: file.size, head }, maxBytes)
}

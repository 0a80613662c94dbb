import {
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_RULES_TEXT,
  LEAD_FILE_TYPES,
  type LeadFileMime,
} from '../../../lib/shop-server/schemas/lead'

/** The first bytes each accepted type must start with (OWASP: check the content, not only the name). */
const SIGNATURES: Record<LeadFileMime, readonly number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // "%PDF-"
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
}

export type LeadFileCheck =
  | { ok: true; name: string; mime: LeadFileMime }
  | { ok: false; status: 413 | 422; detail: string }

/** Only the last path segment, without control characters: the name is kept as a label, never as a path. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? ''
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-120)
  return cleaned || 'piece-jointe'
}

/** Accepts a PDF, PNG or JPEG whose extension and first bytes agree, within the size limit. */
export function checkLeadFile(name: string, bytes: Uint8Array): LeadFileCheck {
  if (bytes.byteLength > LEAD_FILE_MAX_BYTES) {
    return { ok: false, status: 413, detail: `Le fichier est trop volumineux (${LEAD_FILE_RULES_TEXT}).` }
  }
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''
  const type = LEAD_FILE_TYPES.find((t) => (t.extensions as readonly string[]).includes(extension))
  const signature = type ? SIGNATURES[type.mime] : undefined
  if (!type || !signature || !signature.every((byte, i) => bytes[i] === byte)) {
    return { ok: false, status: 422, detail: `Ce type de fichier n’est pas accepté (${LEAD_FILE_RULES_TEXT}).` }
  }
  return { ok: true, name: cleanFileName(name), mime: type.mime }
}

import { checkLeadFile as checkContent } from '../../../lib/leads/file-check'
import { LEAD_FILE_RULES_TEXT } from '../inputs'

export type LeadFileCheck = { ok: true; name: string; mime: string } | { ok: false; status: 413 | 422; detail: string }

/** Only the last path segment, without control characters: the name is kept as a label, never as a path. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? ''
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-120)
  return cleaned || 'piece-jointe'
}

/** The shop's own check (extension, first bytes, size), answered the way the server words it. */
export function checkLeadFile(name: string, bytes: Uint8Array): LeadFileCheck {
  const check = checkContent({ name, size: bytes.byteLength, head: bytes })
  if (check.ok) return { ok: true, name: cleanFileName(name), mime: check.mime }
  return check.problem === 'tooLarge'
    ? { ok: false, status: 413, detail: `Le fichier est trop volumineux (${LEAD_FILE_RULES_TEXT}).` }
    : { ok: false, status: 422, detail: `Ce type de fichier n’est pas accepté (${LEAD_FILE_RULES_TEXT}).` }
}

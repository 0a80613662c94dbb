import { describe, expect, it } from 'vitest'
import { LEAD_FILE_MAX_BYTES } from '../../../lib/shop-server/schemas/lead'
import { checkLeadFile, cleanFileName } from './lead-files'

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])
const PDF = new TextEncoder().encode('%PDF-1.4\n')

describe('checkLeadFile', () => {
  it('accepts each type when extension and first bytes agree, whatever the case', () => {
    expect(checkLeadFile('photo.JPG', JPEG)).toMatchObject({ ok: true, mime: 'image/jpeg' })
    expect(checkLeadFile('photo.jpeg', JPEG)).toMatchObject({ ok: true, mime: 'image/jpeg' })
    expect(checkLeadFile('plan.pdf', PDF)).toMatchObject({ ok: true, mime: 'application/pdf' })
  })

  it('refuses a disguised file, an unknown extension and no extension', () => {
    expect(checkLeadFile('plan.pdf', JPEG)).toMatchObject({ ok: false, status: 422 })
    expect(checkLeadFile('page.html', PDF)).toMatchObject({ ok: false, status: 422 })
    expect(checkLeadFile('pdf', PDF)).toMatchObject({ ok: false, status: 422 })
    expect(checkLeadFile('vide.pdf', new Uint8Array())).toMatchObject({ ok: false, status: 422 })
  })

  it('refuses a file over the limit with 413', () => {
    const big = new Uint8Array(LEAD_FILE_MAX_BYTES + 1)
    big.set(PDF)
    expect(checkLeadFile('gros.pdf', big)).toMatchObject({ ok: false, status: 413 })
  })
})

describe('cleanFileName', () => {
  it('keeps the last path segment without control characters', () => {
    expect(cleanFileName('..\\..\\C:\\temp\\devis.pdf')).toBe('devis.pdf')
    expect(cleanFileName('../../etc/passwd\u0000.pdf')).toBe('passwd.pdf')
    expect(cleanFileName('   ')).toBe('piece-jointe')
  })
})

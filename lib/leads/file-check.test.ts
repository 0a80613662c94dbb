import { describe, expect, it } from 'vitest'
import { checkLeadFile, inspectLeadFile, LEAD_FILE_HEAD_BYTES } from './file-check'

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34] // "%PDF-1.4"
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]

const probe = (name: string, head: number[], size = 1_000) => ({ name, size, head: Uint8Array.from(head) })

describe('checkLeadFile', () => {
  it('accepts a PDF, a PNG and a JPEG whose content matches the extension', () => {
    expect(checkLeadFile(probe('devis.pdf', PDF))).toEqual({ ok: true, mime: 'application/pdf' })
    expect(checkLeadFile(probe('plan.PNG', PNG))).toEqual({ ok: true, mime: 'image/png' })
    expect(checkLeadFile(probe('photo.jpg', JPEG))).toEqual({ ok: true, mime: 'image/jpeg' })
    expect(checkLeadFile(probe('photo.jpeg', JPEG))).toEqual({ ok: true, mime: 'image/jpeg' })
  })

  it('accepts exactly 5 Mo and refuses one byte more (docs/product/constants.md#files)', () => {
    const fiveMegabytes = 5 * 1024 * 1024
    expect(checkLeadFile(probe('devis.pdf', PDF, fiveMegabytes)).ok).toBe(true)
    expect(checkLeadFile(probe('devis.pdf', PDF, fiveMegabytes + 1))).toEqual({ ok: false, problem: 'tooLarge' })
  })

  it('refuses an extension outside the list, whatever the content', () => {
    expect(checkLeadFile(probe('setup.exe', [0x4d, 0x5a, 0x90, 0x00]))).toEqual({ ok: false, problem: 'wrongType' })
    expect(checkLeadFile(probe('devis.pdf.exe', PDF))).toEqual({ ok: false, problem: 'wrongType' })
    expect(checkLeadFile(probe('sans-extension', PDF))).toEqual({ ok: false, problem: 'wrongType' })
  })

  it('refuses content that does not match the extension', () => {
    expect(checkLeadFile(probe('devis.pdf', PNG))).toEqual({ ok: false, problem: 'wrongType' })
    expect(checkLeadFile(probe('photo.jpg', PDF))).toEqual({ ok: false, problem: 'wrongType' })
    expect(checkLeadFile(probe('vide.pdf', [], 0))).toEqual({ ok: false, problem: 'wrongType' })
    expect(checkLeadFile(probe('court.png', PNG.slice(0, 4), 4))).toEqual({ ok: false, problem: 'wrongType' })
  })
})

describe('inspectLeadFile', () => {
  it('reads the head of a real file', async () => {
    const file = new File([Uint8Array.from(PDF), 'reste du document'], 'devis.pdf', { type: 'application/pdf' })
    expect(LEAD_FILE_HEAD_BYTES).toBe(8)
    expect(await inspectLeadFile(file)).toEqual({ ok: true, mime: 'application/pdf' })
    expect(await inspectLeadFile(new File([Uint8Array.from(PNG)], 'devis.pdf'))).toEqual({
      ok: false,
      problem: 'wrongType',
    })
  })
})

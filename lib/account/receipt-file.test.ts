import { describe, expect, it } from 'vitest'
import {
  checkReceiptFile,
  inspectReceiptFile,
  RECEIPT_FILE_ACCEPT,
  RECEIPT_FILE_MAX_BYTES,
  RECEIPT_FILE_MAX_MEGABYTES,
} from './receipt-file'

const PDF = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]) // "%PDF-1.7"
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46])

describe('checkReceiptFile', () => {
  it('accepts a purchase order as PDF, PNG or JPEG up to 5 Mo', () => {
    expect(RECEIPT_FILE_MAX_BYTES).toBe(5 * 1024 * 1024)
    expect(RECEIPT_FILE_MAX_MEGABYTES).toBe(5)
    expect(checkReceiptFile({ name: 'bon-de-commande.pdf', size: RECEIPT_FILE_MAX_BYTES, head: PDF })).toEqual({
      ok: true,
      mime: 'application/pdf',
    })
    expect(checkReceiptFile({ name: 'scan.png', size: 2_000, head: PNG })).toEqual({ ok: true, mime: 'image/png' })
    expect(checkReceiptFile({ name: 'photo.JPG', size: 2_000, head: JPEG })).toEqual({ ok: true, mime: 'image/jpeg' })
  })

  it('refuses one byte over the maximum', () => {
    expect(checkReceiptFile({ name: 'bon.pdf', size: RECEIPT_FILE_MAX_BYTES + 1, head: PDF })).toEqual({
      ok: false,
      problem: 'tooLarge',
    })
  })

  it('refuses another type, or content that is not what the name says', () => {
    expect(
      checkReceiptFile({ name: 'bon.docx', size: 2_000, head: Uint8Array.from([0x50, 0x4b, 0x03, 0x04]) }),
    ).toEqual({
      ok: false,
      problem: 'wrongType',
    })
    expect(checkReceiptFile({ name: 'bon.pdf', size: 2_000, head: PNG })).toEqual({ ok: false, problem: 'wrongType' })
    expect(checkReceiptFile({ name: 'bon.pdf', size: 0, head: new Uint8Array() })).toEqual({
      ok: false,
      problem: 'wrongType',
    })
  })

  it('tells the file picker the same types', () => {
    expect(RECEIPT_FILE_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.png', '.jpg', '.jpeg', 'application/pdf']),
    )
  })
})

describe('inspectReceiptFile', () => {
  it('reads the first bytes of a chosen file', async () => {
    expect(await inspectReceiptFile(new File([PDF, '\n1 0 obj'], 'bon.pdf'))).toEqual({
      ok: true,
      mime: 'application/pdf',
    })
    expect(await inspectReceiptFile(new File(['MZ executable'], 'bon.pdf'))).toEqual({
      ok: false,
      problem: 'wrongType',
    })
  })

  it('refuses a large file on its size', async () => {
    const large = new File([PDF, new Uint8Array(RECEIPT_FILE_MAX_BYTES)], 'bon.pdf')
    expect(await inspectReceiptFile(large)).toEqual({ ok: false, problem: 'tooLarge' })
  })
})

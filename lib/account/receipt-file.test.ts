import { describe, expect, it } from 'vitest'
import { inspectReceiptFile } from './receipt-file'

const PDF = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]) // "%PDF-1.7"
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46])
/** The order system's maximum (docs/product/constants.md#files), written out: the test fails if it drifts. */
const FIVE_MEGABYTES = 5 * 1024 * 1024

/** A file of `size` bytes starting with `head`. */
const file = (name: string, head: Uint8Array<ArrayBuffer>, size = 2_000) =>
  new File([head, new Uint8Array(Math.max(0, size - head.length))], name)

describe('inspectReceiptFile', () => {
  it('accepts a purchase order as PDF, PNG or JPEG, up to exactly 5 Mo', async () => {
    expect(await inspectReceiptFile(file('bon-de-commande.pdf', PDF, FIVE_MEGABYTES))).toEqual({
      ok: true,
      mime: 'application/pdf',
    })
    expect(await inspectReceiptFile(file('scan.png', PNG))).toEqual({ ok: true, mime: 'image/png' })
    expect(await inspectReceiptFile(file('photo.JPG', JPEG))).toEqual({ ok: true, mime: 'image/jpeg' })
  })

  it('refuses one byte over 5 Mo', async () => {
    expect(await inspectReceiptFile(file('bon.pdf', PDF, FIVE_MEGABYTES + 1))).toEqual({
      ok: false,
      problem: 'tooLarge',
    })
  })

  it('refuses another type, or content that is not what the name says', async () => {
    expect(await inspectReceiptFile(file('bon.docx', Uint8Array.from([0x50, 0x4b, 0x03, 0x04])))).toEqual({
      ok: false,
      problem: 'wrongType',
    })
    expect(await inspectReceiptFile(file('bon.pdf', PNG))).toEqual({ ok: false, problem: 'wrongType' })
    expect(await inspectReceiptFile(new File(['MZ executable'], 'bon.pdf'))).toEqual({
      ok: false,
      problem: 'wrongType',
    })
    expect(await inspectReceiptFile(new File([], 'bon.pdf'))).toEqual({ ok: false, problem: 'wrongType' })
  })
})

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { WEBM_IDS as ID, muxWebm, vintSize, vp8FrameFromWebp } from './webm'

interface Element {
  id: number
  /** Where the element's ID begins. */
  offset: number
  /** Payload bounds. */
  start: number
  end: number
}

/** Reads EBML elements the way a demuxer does: ID vint (markers kept), then size vint (markers dropped). */
function readElements(buf: Buffer, start: number, end: number): Element[] {
  const out: Element[] = []
  let at = start
  while (at < end) {
    const offset = at
    const idLength = Math.clz32(buf[at] ?? 0) - 23
    const id = buf.readUIntBE(at, idLength)
    at += idLength
    const first = buf[at] ?? 0
    const sizeLength = Math.clz32(first) - 23
    let size = first & (0xff >> sizeLength)
    for (let i = 1; i < sizeLength; i++) size = size * 256 + (buf[at + i] ?? 0)
    at += sizeLength
    out.push({ id, offset, start: at, end: at + size })
    at += size
  }
  expect(at).toBe(end)
  return out
}

const child = (buf: Buffer, parent: Element, id: number) => {
  const found = readElements(buf, parent.start, parent.end).find((e) => e.id === id)
  if (!found) throw new Error(`élément ${id.toString(16)} absent`)
  return found
}
const uint = (buf: Buffer, e: Element) => buf.readUIntBE(e.start, e.end - e.start)

async function vp8Frame(width: number, height: number, colour: string) {
  const webp = await sharp({ create: { width, height, channels: 3, background: colour } })
    .webp({ quality: 60 })
    .toBuffer()
  return vp8FrameFromWebp(webp)
}

describe('WebM muxer', () => {
  it('encodes EBML sizes in the shortest form, never as the reserved all-ones value', () => {
    expect(vintSize(0)).toEqual(Buffer.from([0x80]))
    expect(vintSize(126)).toEqual(Buffer.from([0xfe]))
    expect(vintSize(127)).toEqual(Buffer.from([0x40, 0x7f]))
    expect(vintSize(16_382)).toEqual(Buffer.from([0x7f, 0xfe]))
    expect(vintSize(16_383)).toEqual(Buffer.from([0x20, 0x3f, 0xff]))
  })

  it('takes the VP8 key frame out of a lossy WebP', async () => {
    const frame = await vp8Frame(64, 48, '#2f6fb3')
    // Frame tag: key-frame bit clear, show-frame bit set; then the VP8 start code and the dimensions.
    expect((frame[0] ?? 1) & 1).toBe(0)
    expect(((frame[0] ?? 0) >> 4) & 1).toBe(1)
    expect(frame.subarray(3, 6)).toEqual(Buffer.from([0x9d, 0x01, 0x2a]))
    expect(frame.readUInt16LE(6) & 0x3fff).toBe(64)
    expect(frame.readUInt16LE(8) & 0x3fff).toBe(48)
    const lossless = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .webp({ lossless: true })
      .toBuffer()
    expect(() => vp8FrameFromWebp(lossless)).toThrow(/VP8/)
  })

  it('lays out a WebM file a demuxer can walk: header, track, one key frame per block, cues', async () => {
    const frames = [
      await vp8Frame(64, 48, '#ff0000'),
      await vp8Frame(64, 48, '#00ff00'),
      await vp8Frame(64, 48, '#0000ff'),
    ]
    const file = muxWebm({ width: 64, height: 48, fps: 10, frames })
    const [ebml, segment] = readElements(file, 0, file.length)
    if (!ebml || !segment) throw new Error('structure')
    expect(ebml.id).toBe(ID.EBML)
    const docType = child(file, ebml, ID.DocType)
    expect(file.toString('ascii', docType.start, docType.end)).toBe('webm')

    expect(segment.id).toBe(ID.Segment)
    const top = readElements(file, segment.start, segment.end)
    expect(top.map((e) => e.id)).toEqual([ID.SeekHead, ID.Info, ID.Tracks, ID.Cluster, ID.Cues])

    // Seek positions are relative to the segment's payload and must land on the elements they name.
    for (const seek of readElements(file, top[0]!.start, top[0]!.end)) {
      const id = child(file, seek, ID.SeekID)
      const target = segment.start + uint(file, child(file, seek, ID.SeekPosition))
      expect(file.readUIntBE(target, id.end - id.start)).toBe(file.readUIntBE(id.start, id.end - id.start))
    }

    const info = top[1]!
    expect(uint(file, child(file, info, ID.TimecodeScale))).toBe(1_000_000)
    const duration = child(file, info, ID.Duration)
    expect(file.readDoubleBE(duration.start)).toBe(300)

    const entry = child(file, top[2]!, ID.TrackEntry)
    const codec = child(file, entry, ID.CodecID)
    expect(file.toString('ascii', codec.start, codec.end)).toBe('V_VP8')
    const video = child(file, entry, ID.Video)
    expect(uint(file, child(file, video, ID.PixelWidth))).toBe(64)
    expect(uint(file, child(file, video, ID.PixelHeight))).toBe(48)

    const blocks = readElements(file, top[3]!.start, top[3]!.end).filter((e) => e.id === ID.SimpleBlock)
    expect(blocks).toHaveLength(3)
    blocks.forEach((block, i) => {
      expect(file[block.start]).toBe(0x81)
      expect(file.readInt16BE(block.start + 1)).toBe(i * 100)
      expect(file[block.start + 3]).toBe(0x80)
      expect(file.subarray(block.start + 4, block.end)).toEqual(frames[i])
    })

    const cue = child(file, child(file, top[4]!, ID.CuePoint), ID.CueTrackPositions)
    expect(segment.start + uint(file, child(file, cue, ID.CueClusterPosition))).toBe(top[3]!.offset)
  })
})

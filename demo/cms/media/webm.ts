/**
 * A minimal WebM (Matroska) muxer for one VP8 video track made only of key frames.
 *
 * Why it exists: the demo has no ffmpeg and may not install packages, but sharp bundles libwebp, and a
 * lossy WebP image is a VP8 key frame in a RIFF wrapper. Taking the `VP8 ` chunk of each WebP frame
 * and laying the frames out as Matroska SimpleBlocks gives a real, playable VP8 video.
 */

const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
} as const

export const WEBM_IDS = ID

function idBytes(id: number): Buffer {
  const bytes: number[] = []
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff)
  return Buffer.from(bytes)
}

/** EBML variable-length size: the shortest form whose all-ones value (reserved for "unknown") is not hit. */
export function vintSize(size: number): Buffer {
  let length = 1
  while (size >= 2 ** (7 * length) - 1) length++
  if (length > 8) throw new RangeError(`taille EBML trop grande : ${size}`)
  const out = Buffer.alloc(length)
  let v = size
  for (let i = length - 1; i >= 0; i--) {
    out[i] = v % 256
    v = Math.floor(v / 256)
  }
  out[0] = (out[0] ?? 0) | (0x80 >> (length - 1))
  return out
}

function uintBytes(value: number, width?: number): Buffer {
  const bytes: number[] = []
  for (let v = value; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256)
  while (bytes.length < (width ?? 1)) bytes.unshift(0)
  return Buffer.from(bytes)
}

const element = (id: number, payload: Buffer | Buffer[]) => {
  const body = Array.isArray(payload) ? Buffer.concat(payload) : payload
  return Buffer.concat([idBytes(id), vintSize(body.length), body])
}
const uint = (id: number, value: number, width?: number) => element(id, uintBytes(value, width))
const text = (id: number, value: string) => element(id, Buffer.from(value, 'ascii'))
const float = (id: number, value: number) => {
  const b = Buffer.alloc(8)
  b.writeDoubleBE(value)
  return element(id, b)
}

/** The VP8 bitstream of a lossy, opaque WebP file (its `VP8 ` chunk). */
export function vp8FrameFromWebp(webp: Uint8Array): Buffer {
  const buf = Buffer.from(webp.buffer, webp.byteOffset, webp.byteLength)
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('pas un fichier WebP')
  for (let offset = 12; offset + 8 <= buf.length;) {
    const fourcc = buf.toString('ascii', offset, offset + 4)
    const size = buf.readUInt32LE(offset + 4)
    if (fourcc === 'VP8 ') return Buffer.from(buf.subarray(offset + 8, offset + 8 + size))
    offset += 8 + size + (size % 2)
  }
  throw new Error('WebP sans image VP8 avec perte (sans transparence) : impossible d’en faire une vidéo VP8')
}

export interface WebmInput {
  width: number
  height: number
  fps: number
  /** VP8 key frames, in display order. */
  frames: Buffer[]
}

export function muxWebm({ width, height, fps, frames }: WebmInput): Buffer {
  if (frames.length === 0) throw new Error('aucune image à assembler')
  const frameMs = 1000 / fps
  const durationMs = frames.length * frameMs
  // One cluster holds every frame: SimpleBlock times are 16-bit offsets from the cluster's time.
  if (durationMs > 32_000) throw new RangeError('vidéo trop longue pour un seul cluster')

  const header = element(ID.EBML, [
    uint(ID.EBMLVersion, 1),
    uint(ID.EBMLReadVersion, 1),
    uint(ID.EBMLMaxIDLength, 4),
    uint(ID.EBMLMaxSizeLength, 8),
    text(ID.DocType, 'webm'),
    uint(ID.DocTypeVersion, 2),
    uint(ID.DocTypeReadVersion, 2),
  ])
  const info = element(ID.Info, [
    uint(ID.TimecodeScale, 1_000_000),
    float(ID.Duration, durationMs),
    text(ID.MuxingApp, 'equipro-demo'),
    text(ID.WritingApp, 'equipro-demo'),
  ])
  const tracks = element(ID.Tracks, [
    element(ID.TrackEntry, [
      uint(ID.TrackNumber, 1),
      uint(ID.TrackUID, 1),
      uint(ID.TrackType, 1),
      uint(ID.FlagLacing, 0),
      text(ID.CodecID, 'V_VP8'),
      uint(ID.DefaultDuration, Math.round(1e9 / fps)),
      element(ID.Video, [uint(ID.PixelWidth, width), uint(ID.PixelHeight, height)]),
    ]),
  ])
  const cluster = element(ID.Cluster, [
    uint(ID.Timecode, 0),
    ...frames.map((frame, i) => {
      const head = Buffer.alloc(4)
      head[0] = 0x81 // track number 1, as an EBML vint
      head.writeInt16BE(Math.round(i * frameMs), 1)
      head[3] = 0x80 // key frame
      return element(ID.SimpleBlock, [head, frame])
    }),
  ])

  // Positions are offsets inside the Segment's payload; fixed-width numbers keep the SeekHead's size
  // independent of the values it holds.
  const seekHead = (positions: { info: number; tracks: number; cues: number }) =>
    element(
      ID.SeekHead,
      [
        [ID.Info, positions.info],
        [ID.Tracks, positions.tracks],
        [ID.Cues, positions.cues],
      ].map(([id, position]) =>
        element(ID.Seek, [element(ID.SeekID, idBytes(id ?? 0)), uint(ID.SeekPosition, position ?? 0, 4)]),
      ),
    )
  const seekSize = seekHead({ info: 0, tracks: 0, cues: 0 }).length
  const infoAt = seekSize
  const tracksAt = infoAt + info.length
  const clusterAt = tracksAt + tracks.length
  const cuesAt = clusterAt + cluster.length
  const cues = element(ID.Cues, [
    element(ID.CuePoint, [
      uint(ID.CueTime, 0),
      element(ID.CueTrackPositions, [uint(ID.CueTrack, 1), uint(ID.CueClusterPosition, clusterAt)]),
    ]),
  ])
  const segment = element(ID.Segment, [
    seekHead({ info: infoAt, tracks: tracksAt, cues: cuesAt }),
    info,
    tracks,
    cluster,
    cues,
  ])
  return Buffer.concat([header, segment])
}

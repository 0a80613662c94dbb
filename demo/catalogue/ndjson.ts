import { createHash, type Hash } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { once } from 'node:events'
import { readNdjsonLines } from '../../lib/search/ndjson'

/** One JSON document per line, written in large chunks and hashed as it goes. */
export class NdjsonWriter {
  private readonly stream: WriteStream
  private readonly hash: Hash = createHash('sha256')
  private pending: string[] = []
  private pendingLength = 0
  count = 0

  constructor(file: string) {
    this.stream = createWriteStream(file, { encoding: 'utf8' })
  }

  async write(document: unknown): Promise<void> {
    const line = `${JSON.stringify(document)}\n`
    this.pending.push(line)
    this.pendingLength += line.length
    this.count += 1
    if (this.pendingLength >= 1 << 20) await this.flush()
  }

  private async flush(): Promise<void> {
    if (this.pending.length === 0) return
    const chunk = this.pending.join('')
    this.pending = []
    this.pendingLength = 0
    this.hash.update(chunk)
    if (!this.stream.write(chunk)) await once(this.stream, 'drain')
  }

  /** Closes the file and returns the sha256 of its content. */
  async close(): Promise<string> {
    await this.flush()
    this.stream.end()
    await once(this.stream, 'finish')
    return this.hash.digest('hex')
  }
}

/** The documents of an NDJSON file, streamed by the shop's own reader (lib/search/ndjson.ts). */
export async function* readNdjson<T = unknown>(file: string): AsyncGenerator<T> {
  for await (const { line } of readNdjsonLines(file)) yield JSON.parse(line) as T
}

import type { IncomingMessage, ServerResponse } from 'node:http'

export declare function negotiateEncoding(header: string | undefined): 'br' | 'gzip' | null
export declare function compressedPages(options: { maxBytes: number }): {
  answer(request: IncomingMessage, response: ServerResponse): boolean
  handle(request: IncomingMessage, response: ServerResponse): void
  held(): { pages: number; answers: number; bytes: number }
}

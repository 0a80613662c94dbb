/** Next's own compression middleware (what `compress: true` runs), used by the deployable server (ADR 0017). */
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void
}

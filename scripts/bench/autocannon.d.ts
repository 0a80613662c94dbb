// The part of autocannon 9's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface Options {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    /** Seconds before a request counts as a timeout. */
    timeout?: number
    headers?: Record<string, string>
  }

  interface Histogram {
    average: number
    total: number
  }

  interface Result {
    requests: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }

  interface Instance extends EventEmitter {
    /** Latency of each answered request, in ms. */
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): this
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance
  export default autocannon
}

import { readdirSync, readFileSync } from 'node:fs'
import { heapLimitMb } from '../server-environment.mjs'
import { REQUEST_HEADERS } from './load'

/**
 * The shop's resident memory before and after it served many distinct catalogue URLs, each rendered
 * and cached once: what a crawler or a search box does to the server. Reported, never asserted: RSS
 * depends on when V8 chooses to collect, which the heap limit given to Node decides (ADR 0010): the limit
 * the server runs with is read from its process and printed beside the figures.
 */
export interface MemoryFigures {
  urls: number
  concurrency: number
  /** MB, the largest process of the shop's process group (the Next server, not npx). */
  beforeMb: number
  afterMb: number
  /** MB, the heap limit that process runs with (`--max-old-space-size`); null: Node's own default. */
  heapLimitMb: number | null
  /** Answers other than 200. */
  failures: number
  seconds: number
}

/** 20,000 by default; BENCH_RSS_URLS=2000 for a quicker run. */
export function memoryUrlCount(env: NodeJS.ProcessEnv): number {
  const count = Number(env.BENCH_RSS_URLS ?? 20_000)
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`BENCH_RSS_URLS : entier positif attendu (${env.BENCH_RSS_URLS})`)
  return count
}

const CONCURRENCY = 6

/** The largest process of a process group by resident memory (Linux /proc), with its RSS in MB. */
function largestProcess(group: number): { pid: string; rssMb: number } {
  let largest = { pid: '', rssKb: 0 }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The process group is the 5th field, after the command name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== group) continue
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
      if (rssKb > largest.rssKb) largest = { pid, rssKb }
    } catch {
      // The process ended meanwhile.
    }
  }
  return { pid: largest.pid, rssMb: Math.round(largest.rssKb / 1024) }
}

/** The heap limit a process was started with: its command line's, which Node applies over its NODE_OPTIONS'. */
function heapLimitOf(pid: string): number | null {
  const fields = (file: string) => readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0')
  const nodeOptions = fields('environ')
    .find((variable) => variable.startsWith('NODE_OPTIONS='))
    ?.slice('NODE_OPTIONS='.length)
  return heapLimitMb(fields('cmdline').join(' ')) ?? heapLimitMb(nodeOptions) ?? null
}

/** Requests `/search?q=outil0` … `outil<count-1>`, CONCURRENCY at a time, on a freshly started shop. */
export async function measureMemory(base: string, group: number, count: number): Promise<MemoryFigures> {
  // The server loads the search catalogue after it starts listening: "before" counts it once loaded.
  await (await fetch(`${base}/search`, { headers: REQUEST_HEADERS })).arrayBuffer()
  const server = largestProcess(group)
  const started = performance.now()
  let next = 0
  let failures = 0
  const worker = async () => {
    while (next < count) {
      const response = await fetch(`${base}/search?q=outil${next++}`, { headers: REQUEST_HEADERS })
      await response.arrayBuffer()
      if (response.status !== 200) failures += 1
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = Math.round((performance.now() - started) / 1000)
  return {
    urls: count,
    concurrency: CONCURRENCY,
    beforeMb: server.rssMb,
    afterMb: largestProcess(group).rssMb,
    heapLimitMb: heapLimitOf(server.pid),
    failures,
    seconds,
  }
}

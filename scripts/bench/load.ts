import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { summarizeLatencies } from './stats'
import { assertPortFree, waitFor } from './shared.mjs'

/** Fixed for every run, so runs compare: the p95 budget is set at 10 connections. */
export const LOAD = { connections: 10, durationS: 10 } as const

/** Browsers ask for compressed pages; `next start` and the floor answer gzip. */
export const REQUEST_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }

export interface LoadFigures {
  /** Answered requests per second (autocannon's per-second average). */
  rps: number
  p50: number | null
  p95: number | null
  max: number | null
  requests: number
  /** Answers other than 2xx, plus errors and timeouts: a run with any is not a valid figure. */
  failures: number
}

/** autocannon on one URL for LOAD.durationS with LOAD.connections; latencies are in ms. */
export function measureLoad(url: string): Promise<LoadFigures> {
  const latencies: number[] = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      // On a busy 2-core machine an answer can take seconds: a timeout would turn a slow figure into a missing one.
      { url, connections: LOAD.connections, duration: LOAD.durationS, timeout: 60, headers: REQUEST_HEADERS },
      (error, result) => {
        if (error) return reject(error)
        const { p50, p95, max } = summarizeLatencies(latencies)
        resolve({
          rps: result.requests.average,
          p50,
          p95,
          max,
          requests: latencies.length,
          failures: result.non2xx + result.errors + result.timeouts,
        })
      },
    )
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
  })
}

/** The floor server (floor.mjs) in its own process, like the app, serving the given HTML file. */
export async function startFloor(htmlFile: string, port: number, mode: 'precompressed' | 'gzip-per-request') {
  await assertPortFree(port)
  const child = spawn(process.execPath, ['scripts/bench/floor.mjs', htmlFile, String(port), mode], { stdio: 'inherit' })
  const url = `http://127.0.0.1:${port}/`
  await waitFor(url, 10_000)
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill()
      }),
  }
}

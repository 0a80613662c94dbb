import { describe, expect, it } from 'vitest'
import { formatMainThread, mainThreadBeforeLcp, type TraceEvent } from './main-thread'

const RENDERER = { pid: 7, tid: 7 }
const PAGE = 'http://localhost:3200/vestes-de-travail'
const NAV = 1_000_000

const at = (ms: number) => NAV + ms * 1000
const task = (startMs: number, wallMs: number, cpuMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...RENDERER,
  ts: at(startMs),
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
})
const mark = (name: string, ms: number, args: TraceEvent['args'] = { frame: 'F1' }): TraceEvent => ({
  name,
  ph: 'R',
  ...RENDERER,
  ts: at(ms),
  args,
})

/** A shop page as Lighthouse traces it: an earlier blank navigation, another process, tasks after the LCP. */
function trace(): TraceEvent[] {
  return [
    mark('navigationStart', -500, { frame: 'F0', data: { documentLoaderURL: '', isLoadingMainFrame: true } }),
    mark('navigationStart', 0, { frame: 'F1', data: { documentLoaderURL: PAGE, isLoadingMainFrame: true } }),
    { ...task(10, 500, 500), pid: 99, tid: 99 },
    task(55, 44, 12),
    task(106, 18, 6),
    { name: 'EvaluateScript', ph: 'X', ...RENDERER, ts: at(115), dur: 8000, args: { data: { url: PAGE } } },
    task(123, 24, 5),
    mark('firstPaint', 172),
    task(180, 30, 10),
    {
      name: 'EvaluateScript',
      ph: 'X',
      ...RENDERER,
      ts: at(185),
      dur: 5000,
      args: { data: { url: 'http://localhost:3200/_next/static/chunks/a.js' } },
    },
    mark('largestContentfulPaint::Candidate', 240),
    task(250, 80, 40),
    mark('MarkDOMContent', 289, { data: { frame: 'F1' } }),
    mark('MarkDOMContent', 625, { data: { frame: 'F2' } }),
  ]
}

describe('mainThreadBeforeLcp', () => {
  it("reads the page's own renderer from its navigation to its last LCP candidate, wall and thread time apart", () => {
    expect(mainThreadBeforeLcp(trace())).toEqual({
      firstPaint: 172,
      lcp: 240,
      wall: 44 + 18 + 24 + 30,
      cpu: 12 + 6 + 5 + 10,
      scriptFilesBeforeFirstPaint: 0,
      domContentLoaded: 289,
    })
  })

  it('counts the script files evaluated before the first paint, not the inline scripts', () => {
    const events = trace().map((event) => (event.name === 'firstPaint' ? { ...event, ts: at(200) } : event))
    expect(mainThreadBeforeLcp(events)?.scriptFilesBeforeFirstPaint).toBe(1)
  })

  it('ends at the first paint when no LCP candidate was recorded', () => {
    const profile = mainThreadBeforeLcp(trace().filter((event) => !event.name.startsWith('largest')))
    expect(profile).toMatchObject({ lcp: 172, wall: 44 + 18 + 24, cpu: 12 + 6 + 5 })
  })

  it('gives nothing for a trace without a page navigation or without a paint', () => {
    expect(mainThreadBeforeLcp(trace().filter((event) => event.name !== 'firstPaint'))).toBeNull()
    expect(mainThreadBeforeLcp(trace().filter((event) => event.args?.data?.documentLoaderURL !== PAGE))).toBeNull()
  })
})

describe('formatMainThread', () => {
  it("prints each page's CPU time against the floor's", () => {
    const profile = mainThreadBeforeLcp(trace())
    const table = formatMainThread(
      [
        { label: 'catégorie', profile },
        { label: 'recherche', profile: null },
      ],
      17.4,
    )
    expect(table).toMatch(/catégorie\s+172 ms\s+240 ms\s+116 ms\s+33\.0 ms\s+15\.6 ms\s+0\s+289 ms/)
    expect(table).toMatch(/recherche\s+trace illisible/)
  })
})

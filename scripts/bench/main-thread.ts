import { format, formatTable } from './table'

/** A Chromium trace event, reduced to the fields read here. */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** The thread's own time, which a busy machine does not stretch (microseconds). */
  tdur?: number
  args?: {
    frame?: string
    data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean; frame?: string; url?: string }
  }
}

/** What the page's main thread did from navigation to the largest contentful paint; times in ms. */
export interface MainThreadBeforeLcp {
  firstPaint: number
  lcp: number
  /** Top-level tasks' durations, as Lantern reads them (then multiplies them by its CPU slowdown). */
  wall: number
  /** The same tasks' thread time: what the page itself costs, whatever else the machine runs. */
  cpu: number
  /** Script files (not inline scripts) evaluated before the first paint. */
  scriptFilesBeforeFirstPaint: number
  /** The page's own, not that of an empty document a new browsing context starts with (ADR 0028). */
  domContentLoaded: number | null
}

const TASK = 'RunTask'

/**
 * Reads a trace Lighthouse saved (`--save-assets`): the main thread of the renderer that loaded the
 * page, from its navigation start to its last LCP candidate (docs/adr/0028-what-stands-before-the-first-frame.md).
 */
export function mainThreadBeforeLcp(events: readonly TraceEvent[]): MainThreadBeforeLcp | null {
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame === true &&
        event.args.data.documentLoaderURL?.startsWith('http'),
    )
    .at(-1)
  if (!navigation) return null
  const { pid, tid, ts: start } = navigation
  const ofPage = events.filter((event) => event.pid === pid && event.ts >= start)
  const firstPaint = ofPage.find((event) => event.name === 'firstPaint')
  if (!firstPaint) return null
  const lcpEnd =
    ofPage.filter((event) => event.name === 'largestContentfulPaint::Candidate').at(-1)?.ts ?? firstPaint.ts
  const end = Math.max(lcpEnd, firstPaint.ts)
  const mainThread = ofPage.filter((event) => event.tid === tid && event.ph === 'X')
  const tasks = mainThread.filter((event) => event.name === TASK && event.ts < end)
  const documentUrl = navigation.args?.data?.documentLoaderURL
  const scriptFiles = mainThread.filter(
    (event) =>
      event.name === 'EvaluateScript' &&
      event.ts < firstPaint.ts &&
      event.args?.data?.url !== undefined &&
      event.args.data.url !== documentUrl,
  )
  const domContentLoaded = ofPage.find(
    (event) => event.name === 'MarkDOMContent' && event.args?.data?.frame === navigation.args?.frame,
  )
  const ms = (microseconds: number) => microseconds / 1000
  return {
    firstPaint: ms(firstPaint.ts - start),
    lcp: ms(end - start),
    wall: ms(tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0)),
    cpu: ms(tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0)),
    scriptFilesBeforeFirstPaint: scriptFiles.length,
    domContentLoaded: domContentLoaded ? ms(domContentLoaded.ts - start) : null,
  }
}

/** One line per page, the floor's CPU time as the yardstick. */
export function formatMainThread(
  pages: readonly { label: string; profile: MainThreadBeforeLcp | null }[],
  floorCpu: number | null,
): string {
  return formatTable(
    [
      'page',
      'première image',
      'LCP',
      'fil principal avant le LCP',
      'dont CPU',
      'CPU − plancher',
      'scripts avant la 1re image',
      'DOMContentLoaded',
    ],
    pages.map(({ label, profile }) =>
      profile
        ? [
            label,
            format.ms(profile.firstPaint),
            format.ms(profile.lcp),
            format.ms(profile.wall),
            format.ms(profile.cpu),
            floorCpu === null ? format.ms(null) : format.ms(profile.cpu - floorCpu),
            String(profile.scriptFilesBeforeFirstPaint),
            format.ms(profile.domContentLoaded),
          ]
        : [label, 'trace illisible'],
    ),
  )
}

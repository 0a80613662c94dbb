import { z } from 'zod'

/**
 * How much Lighthouse must slow this machine's CPU to emulate the phone its mobile preset stands for.
 *
 * The preset's constant 4× assumes a high-end desktop host (benchmark index about 1,500–2,000). On a
 * slower host the same 4× emulates a slower phone than the preset means, on a faster one a faster phone,
 * so two machines disagree on the same page. Lighthouse's documentation (docs/throttling.md, "Calibrating
 * the CPU slowdown") asks for the multiplier to be calibrated from the host's benchmark index, with the
 * anchor values of its CPU slowdown calculator, which PageSpeed Insights uses for its own servers:
 * index 150 → 1×, 800 → 2×, 1,300 → 3×, then one more step every 233 points (1,533 → 4×, 2,000 → 6×).
 * Between anchors the multiplier is linear; above the last it keeps the last slope.
 */
const ANCHORS: readonly (readonly [benchmarkIndex: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
]

/** Under this index the host is slower than the emulated phone itself: no slowdown can emulate it. */
const SLOWEST_HOST = ANCHORS[0]![0]

export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_HOST) {
    throw new Error(
      `indice CPU ${benchmarkIndex} : machine trop lente pour émuler le téléphone de Lighthouse (il faut ≥ ${SLOWEST_HOST})`,
    )
  }
  // The segment the index falls in; past the last anchor, the last segment carried on.
  const found = ANCHORS.findIndex(([index]) => index >= benchmarkIndex)
  const upper = found === -1 ? ANCHORS.length - 1 : Math.max(found, 1)
  const [x0, y0] = ANCHORS[upper - 1]!
  const [x1, y1] = ANCHORS[upper]!
  const multiplier = y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0)
  return Math.round(multiplier * 10) / 10
}

/**
 * What a Lighthouse gather (`-G`) saved in `artifacts.json`, as far as the calibration reads it: the host's
 * benchmark index, measured just before the page load, and the settings the audit (`-A`) must repeat.
 * Everything else is kept as Lighthouse wrote it.
 */
const gatheredSchema = z.looseObject({
  BenchmarkIndex: z.number(),
  settings: z.looseObject({ throttling: z.looseObject({ cpuSlowdownMultiplier: z.number() }) }),
})

/**
 * The run's own slowdown (`forced` when given), written into the gathered settings: Lighthouse refuses to
 * audit with other settings than it gathered with, and its simulated throttling applies the multiplier to
 * the recorded trace only when it audits, so the gather itself does not depend on it.
 */
export function calibrateGathered(
  artifacts: unknown,
  forced: number | null,
): { benchmarkIndex: number; cpuSlowdown: number; artifacts: z.infer<typeof gatheredSchema> } {
  const gathered = gatheredSchema.parse(artifacts)
  const cpuSlowdown = forced ?? cpuSlowdownFor(gathered.BenchmarkIndex)
  return {
    benchmarkIndex: gathered.BenchmarkIndex,
    cpuSlowdown,
    artifacts: {
      ...gathered,
      settings: {
        ...gathered.settings,
        throttling: { ...gathered.settings.throttling, cpuSlowdownMultiplier: cpuSlowdown },
      },
    },
  }
}

import { Audit } from 'lighthouse'
import { TBTImpactTasks } from 'lighthouse/core/computed/tbt-impact-tasks.js'

/**
 * A Lighthouse audit of our own (lighthouse-config.mjs): the page's Total Blocking Time split by the
 * kind of work that blocked, from Lighthouse's own TBT model of the run (the same per-task "TBT impact"
 * its `bootup-time` audit sums for scripts), so that the audit of a page and of the floor say where the
 * difference between them lies (docs/adr/0039-what-the-blocking-time-is-made-of.md).
 */
export default class BlockingByWork extends Audit {
  static get meta() {
    return {
      id: 'blocking-by-work',
      title: 'Temps de blocage par nature du travail',
      description:
        'Chaque tâche du fil principal compte pour son impact sur le TBT simulé, hors celui de ses sous-tâches.',
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
      requiredArtifacts: ['Trace', 'DevtoolsLog', 'URL', 'GatherContext', 'SourceMaps'],
    }
  }

  static async audit(artifacts, context) {
    const tasks = await TBTImpactTasks.request(Audit.makeMetricComputationDataInput(artifacts, context), context)
    const byGroup = new Map()
    for (const task of tasks) byGroup.set(task.group.id, (byGroup.get(task.group.id) ?? 0) + task.selfTbtImpact)
    const items = [...byGroup].map(([group, tbtImpact]) => ({ group, tbtImpact }))
    return {
      score: null,
      details: Audit.makeTableDetails(
        [
          { key: 'group', valueType: 'text', label: 'travail' },
          { key: 'tbtImpact', valueType: 'ms', label: 'impact sur le TBT' },
        ],
        items,
      ),
    }
  }
}

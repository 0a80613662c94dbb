import { getConfig } from '@/lib/config'
import { HEALTH_PROBE_TIMEOUT_MS, backendProbes } from '@/lib/health/backends'
import { healthReport } from '@/lib/health/report'

/**
 * `GET /api/health`: 200 when every back end answers, 503 naming the ones that do not, for a load
 * balancer or an operator. Asked anew each time: a cached answer would hide an outage.
 */
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const config = getConfig()
  const report = await healthReport(backendProbes(config), {
    timeoutMs: Math.min(HEALTH_PROBE_TIMEOUT_MS, config.HTTP_TIMEOUT_MS),
  })
  return Response.json(report, {
    status: report.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}

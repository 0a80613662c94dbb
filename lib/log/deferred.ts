import type { LogDetail, Logger, LogLevel } from './logger'

/**
 * The logger of browser code that every page loads: the logger module, with its serialiser, is fetched
 * only once there is something to log, instead of travelling in each page's first load where Next
 * copies it into the chunk of every boundary that uses it (docs/adr/0020-what-a-catalogue-page-mounts.md).
 * Entries keep their order: each waits for the same import.
 */
export function deferredLogger(scope: string): Logger {
  let loaded: Promise<Logger> | undefined
  const emit = (level: LogLevel) => (message: string, detail?: LogDetail) => {
    loaded ??= import('./logger').then(({ logger }) => logger(scope))
    void loaded.then((log) => log[level](message, detail))
  }
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') }
}

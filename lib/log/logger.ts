/**
 * The one logger of the shop, for operators: English messages, structured fields. On the server in
 * production each entry is one JSON line (stdout for debug/info, stderr for warn/error), so a log
 * collector can parse it; elsewhere (development, tests, the browser console) it is a readable line.
 * Buyers never read these lines: what they see comes from messages/fr.json.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

/** What a caller may attach: fields (a plain object), an error, or any value (kept under `detail`). */
export type LogDetail = unknown

export interface Logger {
  debug(message: string, detail?: LogDetail): void
  info(message: string, detail?: LogDetail): void
  warn(message: string, detail?: LogDetail): void
  error(message: string, detail?: LogDetail): void
}

export interface LogEntry {
  time: string
  level: LogLevel
  scope: string
  msg: string
  [field: string]: unknown
}

export type LogFormat = 'json' | 'pretty'

export interface LoggerOptions {
  format?: LogFormat
  /** Where a finished line goes; the console by default. */
  write?: (level: LogLevel, line: string, entry: LogEntry) => void
  now?: () => Date
}

/**
 * A log line must stay small whatever a caller hands over: attacker-supplied URLs, answers of a
 * back end, long stacks. Strings are cut, nesting and collections are bounded.
 */
export const LOG_LIMITS = { string: 500, stack: 2_000, depth: 4, items: 20 } as const

export function defaultLogFormat(): LogFormat {
  return typeof window === 'undefined' && process.env.NODE_ENV === 'production' ? 'json' : 'pretty'
}

export function createLogger(scope: string, options: LoggerOptions = {}): Logger {
  const format = options.format ?? defaultLogFormat()
  const write = options.write ?? writeToConsole
  const now = options.now ?? (() => new Date())
  const emit = (level: LogLevel, message: string, detail: LogDetail) => {
    const entry: LogEntry = {
      time: now().toISOString(),
      level,
      scope,
      msg: cut(message, LOG_LIMITS.string),
      ...toFields(detail),
    }
    write(level, format === 'json' ? JSON.stringify(entry) : pretty(entry), entry)
  }
  return {
    debug: (message, detail) => emit('debug', message, detail),
    info: (message, detail) => emit('info', message, detail),
    warn: (message, detail) => emit('warn', message, detail),
    error: (message, detail) => emit('error', message, detail),
  }
}

/** The logger of one part of the shop (`cms`, `http`, `proxy`…), in the format of the environment. */
export function logger(scope: string): Logger {
  return createLogger(scope)
}

function writeToConsole(level: LogLevel, line: string): void {
  // The only console calls of the app: every other module logs through this file.
  /* eslint-disable no-console */
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
  /* eslint-enable no-console */
}

function toFields(detail: LogDetail): Record<string, unknown> {
  if (detail === undefined) return {}
  if (detail instanceof Error) return { error: serialise(detail, 0) }
  if (isPlainObject(detail)) {
    const fields: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(detail).slice(0, LOG_LIMITS.items)) {
      // The entry's own keys cannot be overwritten by a field.
      fields[RESERVED.has(key) ? `field_${key}` : key] = serialise(value, 1)
    }
    return fields
  }
  return { detail: serialise(detail, 1) }
}

const RESERVED = new Set(['time', 'level', 'scope', 'msg'])

function serialise(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return cut(value, LOG_LIMITS.string)
  if (value === null || typeof value !== 'object') {
    return typeof value === 'bigint' || typeof value === 'symbol' || typeof value === 'function' ? String(value) : value
  }
  if (depth > LOG_LIMITS.depth) return '[…]'
  if (value instanceof Error) {
    const digest = (value as { digest?: unknown }).digest
    return {
      name: value.name,
      message: cut(value.message, LOG_LIMITS.string),
      ...(typeof digest === 'string' ? { digest } : {}),
      ...(value.stack ? { stack: cut(value.stack, LOG_LIMITS.stack) } : {}),
      ...(value.cause !== undefined ? { cause: serialise(value.cause, depth + 1) } : {}),
    }
  }
  if (Array.isArray(value)) {
    const items = value.slice(0, LOG_LIMITS.items).map((item) => serialise(item, depth + 1))
    return value.length > LOG_LIMITS.items ? [...items, `… ${value.length - LOG_LIMITS.items} more`] : items
  }
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value).slice(0, LOG_LIMITS.items)) out[key] = serialise(item, depth + 1)
  return out
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} chars)`
}

function pretty(entry: LogEntry): string {
  const { time, level, scope, msg, ...fields } = entry
  const rest = Object.entries(fields)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ')
  return `${time.slice(11, 23)} ${level.toUpperCase().padEnd(5)} [${scope}] ${msg}${rest ? ` ${rest}` : ''}`
}

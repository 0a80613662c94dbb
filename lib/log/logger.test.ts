import { describe, expect, it } from 'vitest'
import { LOG_LIMITS, createLogger, type LogEntry, type LogFormat, type LogLevel } from './logger'
import { createLogSampler } from './sampled'

function capture(format: LogFormat) {
  const lines: { level: LogLevel; line: string; entry: LogEntry }[] = []
  const log = createLogger('cms', {
    format,
    write: (level, line, entry) => lines.push({ level, line, entry }),
    now: () => new Date('2026-11-24T08:00:00.000Z'),
  })
  return { log, lines }
}

describe('createLogger', () => {
  it('writes one parseable JSON line per entry, with level, scope, message and fields', () => {
    const { log, lines } = capture('json')
    log.warn('CMS unavailable', { operation: 'page handle=cgv', status: 503 })
    expect(lines).toHaveLength(1)
    expect(lines[0]!.level).toBe('warn')
    expect(lines[0]!.line).not.toContain('\n')
    expect(JSON.parse(lines[0]!.line)).toEqual({
      time: '2026-11-24T08:00:00.000Z',
      level: 'warn',
      scope: 'cms',
      msg: 'CMS unavailable',
      operation: 'page handle=cgv',
      status: 503,
    })
  })

  it('reads as one line with the scope and the fields in development', () => {
    const { log, lines } = capture('pretty')
    log.info('Back end marked down', { system: 'cms', failures: 3 })
    expect(lines[0]!.line).toBe('08:00:00.000 INFO  [cms] Back end marked down system=cms failures=3')
  })

  it('keeps an error as name, message, digest and a cut stack, the same for console-style callers', () => {
    const { log, lines } = capture('json')
    const error = Object.assign(new Error('boom'), { digest: '12345' })
    log.error('Render failed', error)
    log.error('Render failed', { error, requestId: 'r-1' })
    const [first, second] = lines.map((line) => JSON.parse(line.line) as Record<string, { [key: string]: unknown }>)
    expect(first!.error).toMatchObject({ name: 'Error', message: 'boom', digest: '12345' })
    expect(String(first!.error!.stack).length).toBeLessThanOrEqual(LOG_LIMITS.stack + 20)
    expect(second).toMatchObject({ requestId: 'r-1', error: { message: 'boom' } })
  })

  it('bounds what an attacker can put in a line: long strings, deep or wide values', () => {
    const { log, lines } = capture('json')
    const url = `/api/autocomplete?q=${'x'.repeat(10_000)}`
    const deep = { a: { b: { c: { d: { e: { f: 'too deep' } } } } } }
    log.warn(url, { url, deep, list: Array.from({ length: 1_000 }, (_, i) => i), detail: 'ok' })
    const line = lines[0]!.line
    expect(line.length).toBeLessThan(3_000)
    expect(line).not.toContain('too deep')
    expect(line).toContain('(10020 chars)')
    expect(line).toContain('… 980 more')
  })

  it('never lets a field overwrite the level, scope or message', () => {
    const { log, lines } = capture('json')
    log.info('real message', { level: 'error', msg: 'forged' })
    expect(JSON.parse(lines[0]!.line)).toMatchObject({ level: 'info', msg: 'real message', field_msg: 'forged' })
  })

  it('keeps a value that is not an object under detail', () => {
    const { log, lines } = capture('json')
    log.warn('Cart: a change was overwritten by another tab; put back', 'uuid-1')
    expect(JSON.parse(lines[0]!.line)).toMatchObject({ detail: 'uuid-1' })
  })
})

describe('createLogSampler', () => {
  it('writes the first line of a key, then one per interval with the count of lines left out', () => {
    let clock = 0
    const sample = createLogSampler(10_000, () => clock)
    const written: [string, number][] = []
    for (let i = 0; i < 1_000; i++) sample('autocomplete:invalidQuery', (skipped) => written.push(['a', skipped]))
    sample('products:invalidSku', (skipped) => written.push(['b', skipped]))
    clock = 10_000
    sample('autocomplete:invalidQuery', (skipped) => written.push(['a', skipped]))
    expect(written).toEqual([
      ['a', 0],
      ['b', 0],
      ['a', 999],
    ])
  })
})

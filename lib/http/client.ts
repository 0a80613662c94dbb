import { z } from 'zod/mini'
import { logger as createLogger, type Logger } from '@/lib/log/logger'
import type { Breaker, CallOutcome } from './breaker'
import { fail, httpError, ok, type HttpError, type HttpSystem, type Result } from './result'

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type QueryValue = string | number | boolean | null | undefined
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>
export type ResponseType = 'json' | 'blob' | 'empty'

export interface HttpLogContext {
  system: HttpSystem
  method: HttpMethod
  /** Without the query string: queries may carry tokens or personal data. */
  path: string
  kind: HttpError['kind']
  status?: number
  /** For an answer of the wrong shape: where it went wrong (`items.0.lines.1.amount`), never its values. */
  fields?: string[]
  attempt: number
}

export interface HttpClientConfig {
  system: HttpSystem
  baseUrl: string
  /** The longest one attempt may wait for an answer. */
  timeoutMs: number
  /**
   * The longest a whole call may take, retries included, for calls a page render waits on: a
   * timed-out attempt is then never retried, and a retry only goes out if it can still finish in time
   * (docs/adr/0010-back-end-budgets-and-breakers.md).
   */
  budgetMs?: number
  /** Shared by every client of the back end in this process; without it every call goes out. */
  breaker?: Breaker
  fetch?: typeof fetch
  credentials?: () => RequestCredentials | undefined
  headers?: () => HeadersInit | undefined
  onUnauthorized?: (system: HttpSystem) => void
  /** Headers and bodies are never handed to it. */
  logger?: Logger
  sleep?: (ms: number) => Promise<void>
}

export interface RequestOptions<S extends z.core.$ZodType> {
  /** Every answer goes through a schema; an empty answer is parsed as `null`. */
  schema: S
  query?: Query
  json?: unknown
  body?: FormData | Blob | URLSearchParams
  signal?: AbortSignal
  headers?: HeadersInit
  responseType?: ResponseType
  /** Number of retries after the first attempt; defaults to 1 for safe methods and 0 otherwise. */
  retry?: number
}

export type HttpResult<S extends z.core.$ZodType> = Result<z.infer<S>>

export interface HttpClient {
  readonly system: HttpSystem
  request<S extends z.core.$ZodType>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<S>,
  ): Promise<HttpResult<S>>
  get<S extends z.core.$ZodType>(path: string, options: RequestOptions<S>): Promise<HttpResult<S>>
  post<S extends z.core.$ZodType>(path: string, options: RequestOptions<S>): Promise<HttpResult<S>>
  del<S extends z.core.$ZodType>(path: string, options: RequestOptions<S>): Promise<HttpResult<S>>
}

/** docs/product/constants.md#calls-to-outside-systems: only methods without side effects are retried unless the caller asks otherwise. */
const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS'])
/** docs/product/sign-in.md#lost-session: a 401 from these two means the shop session is gone. */
const SESSION_SYSTEMS: ReadonlySet<HttpSystem> = new Set(['order-system', 'shop-server'])
const RETRY_AFTER_STATUSES: ReadonlySet<number> = new Set([429, 503])

export const DEFAULT_RETRY_DELAY_MS = 300
/** A server asking for a long pause should not freeze a page; past this cap we try again anyway. */
export const RETRY_AFTER_CAP_MS = 5_000
/** Under a budget, a retry with less time than this left would only time out. */
export const MIN_ATTEMPT_MS = 250

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const base = normaliseBase(config.baseUrl)
  const sleep = config.sleep ?? defaultSleep
  const log = config.logger ?? createLogger('http')

  function request<S extends z.core.$ZodType>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<S>,
  ): Promise<HttpResult<S>> {
    // Thrown synchronously: a bad path or payload is a programming error, not an answer to handle.
    const url = base + toRelative(path) + toQueryString(options.query, path.includes('?'))
    if (options.json !== undefined && options.body !== undefined) {
      throw new TypeError('Pass either `json` or `body`, not both')
    }
    return run(method, stripQuery(path), url, options)
  }

  async function run<S extends z.core.$ZodType>(
    method: HttpMethod,
    logPath: string,
    url: string,
    options: RequestOptions<S>,
  ): Promise<HttpResult<S>> {
    const admission = config.breaker?.admit()
    if (admission && !admission.ok) {
      // Not logged per call: the breaker logged once when it marked the back end down.
      return fail({
        kind: 'unavailable',
        message: `${config.system} is marked down; the call was not sent`,
        retryable: false,
        retryInMs: admission.retryInMs,
      })
    }
    const result = await withRetries(method, logPath, url, options)
    admission?.settle(outcomeOf(result))
    return result
  }

  async function withRetries<S extends z.core.$ZodType>(
    method: HttpMethod,
    logPath: string,
    url: string,
    options: RequestOptions<S>,
  ): Promise<HttpResult<S>> {
    const maxRetries = options.retry ?? (SAFE_METHODS.has(method) ? 1 : 0)
    const deadline = config.budgetMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + config.budgetMs
    for (let attempt = 1; ; attempt++) {
      const timeoutMs = Math.min(config.timeoutMs, deadline - Date.now())
      const { result, retryAfterMs } = await attemptOnce(method, url, options, timeoutMs)
      if (result.ok) return result
      const { error } = result
      const context: HttpLogContext = {
        system: config.system,
        method,
        path: logPath,
        kind: error.kind,
        status: error.kind === 'http' ? error.status : undefined,
        fields: error.kind === 'validation' ? issuePaths(error.issues) : undefined,
        attempt,
      }
      const delay = Math.min(retryAfterMs ?? DEFAULT_RETRY_DELAY_MS, RETRY_AFTER_CAP_MS)
      const inBudget =
        deadline === Number.POSITIVE_INFINITY ||
        (error.kind !== 'timeout' && Date.now() + delay + MIN_ATTEMPT_MS <= deadline)
      if (error.retryable && attempt <= maxRetries && inBudget && !options.signal?.aborted) {
        log.warn('HTTP request failed, retrying', context)
        await sleep(delay)
        continue
      }
      if (error.kind !== 'aborted') log.error('HTTP request failed', context)
      if (error.kind === 'http' && error.status === 401 && SESSION_SYSTEMS.has(config.system)) {
        try {
          config.onUnauthorized?.(config.system)
        } catch {
          // The caller still gets its 401 as a result; a broken sign-out must not become a rejection.
          log.error('onUnauthorized handler threw', context)
        }
      }
      return result
    }
  }

  async function attemptOnce<S extends z.core.$ZodType>(
    method: HttpMethod,
    url: string,
    options: RequestOptions<S>,
    timeoutMs: number,
  ): Promise<{ result: HttpResult<S>; retryAfterMs?: number }> {
    const callerSignal = options.signal
    if (callerSignal?.aborted) return { result: fail(aborted()) }

    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const forwardAbort = () => controller.abort()
    callerSignal?.addEventListener('abort', forwardAbort, { once: true })

    try {
      const response = await (config.fetch ?? fetch)(url, {
        method,
        headers: buildHeaders(config.headers?.(), options),
        body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
        credentials: config.credentials?.(),
        signal: controller.signal,
      })

      if (response.status >= 400) {
        const body = await readErrorBody(response)
        const retryAfterMs = RETRY_AFTER_STATUSES.has(response.status)
          ? parseRetryAfter(response.headers.get('retry-after'), Date.now())
          : undefined
        return { result: fail(httpError(response.status, body, response.statusText)), retryAfterMs }
      }

      const raw = await readSuccessBody(response, options.responseType ?? 'json')
      if (!raw.ok) return { result: raw }
      const parsed = z.safeParse(options.schema, raw.data)
      if (!parsed.success) {
        return { result: fail(validationError(parsed.error.issues)) }
      }
      return { result: ok(parsed.data as z.infer<S>, response.status) }
    } catch (cause) {
      if (timedOut)
        return {
          result: fail({ kind: 'timeout', message: `No answer within ${timeoutMs} ms`, retryable: true }),
        }
      if (callerSignal?.aborted) return { result: fail(aborted()) }
      return {
        result: fail({
          kind: 'network',
          message: cause instanceof Error ? cause.message : String(cause),
          retryable: true,
        }),
      }
    } finally {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', forwardAbort)
    }
  }

  return {
    system: config.system,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    del: (path, options) => request('DELETE', path, options),
  }
}

/** What a finished call tells the breaker: only silence and server errors say the back end is unwell. */
function outcomeOf(result: Result<unknown>): CallOutcome {
  if (result.ok) return 'success'
  const { error } = result
  if (error.kind === 'aborted') return 'ignore'
  if (error.kind === 'network' || error.kind === 'timeout') return 'failure'
  return error.kind === 'http' && error.status >= 500 ? 'failure' : 'success'
}

function aborted(): HttpError {
  return { kind: 'aborted', message: 'Request aborted by the caller', retryable: false }
}

/** At most ten, so one broken list does not flood the log. */
function issuePaths(issues: z.core.$ZodIssue[]): string[] {
  return [...new Set(issues.map((issue) => issue.path.map(String).join('.') || '(racine)'))].slice(0, 10)
}

function validationError(issues: z.core.$ZodIssue[]): HttpError {
  return { kind: 'validation', issues, message: 'The answer does not match the expected shape', retryable: false }
}

function buildHeaders(defaults: HeadersInit | undefined, options: RequestOptions<z.core.$ZodType>): Headers {
  const headers = new Headers(defaults)
  new Headers(options.headers).forEach((value, name) => headers.set(name, value))
  if ((options.responseType ?? 'json') === 'json' && !headers.has('accept')) headers.set('accept', 'application/json')
  if (options.json !== undefined) headers.set('content-type', 'application/json')
  return headers
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return null
  if (!isJson(response)) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

async function readSuccessBody(response: Response, type: ResponseType): Promise<Result<unknown>> {
  if (type === 'empty' || response.status === 204 || response.status === 205) {
    // Released so the connection can be reused; not awaited because a cancelled tee branch
    // (a cloned response) only settles once its twin is consumed.
    response.body?.cancel().catch(() => undefined)
    return ok(null, response.status)
  }
  if (type === 'blob') return ok(await response.blob(), response.status)
  const text = await response.text()
  if (text.trim() === '') return ok(null, response.status)
  try {
    return ok(JSON.parse(text) as unknown, response.status)
  } catch {
    return fail(
      validationError([{ code: 'custom', path: [], message: 'The answer is not valid JSON', input: undefined }]),
    )
  }
}

function isJson(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '')
}

/** Seconds or an HTTP date, as RFC 9110 §10.2.3 allows. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

function normaliseBase(baseUrl: string): string {
  if (/[?#]/.test(baseUrl)) throw new TypeError(`Base URL must not carry a query or a fragment: ${baseUrl}`)
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
}

/**
 * Paths come from code but often embed ids from answers or URLs; anything that could leave the base
 * (scheme, `//`, backslash, dot segments, control characters) is refused rather than resolved.
 */
function toRelative(path: string): string {
  const pathname = stripQuery(path)
  const escapes =
    /^[a-z][a-z\d+.-]*:/i.test(path) ||
    pathname.includes('//') ||
    path.includes('\\') ||
    path.includes('#') ||
    /[\u0000-\u001f\u007f]/.test(path) ||
    pathname.split('/').some((segment) => /^\.{1,2}$/.test(segment.replace(/%2e/gi, '.')))
  if (escapes) throw new TypeError(`Refused request path "${path}": it must stay under the base URL`)
  return path.startsWith('/') ? path.slice(1) : path
}

function stripQuery(path: string): string {
  const index = path.indexOf('?')
  return index === -1 ? path : path.slice(0, index)
}

function toQueryString(query: Query | undefined, pathHasQuery: boolean): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    const items: readonly QueryValue[] = Array.isArray(value) ? value : [value]
    for (const item of items) {
      if (item !== undefined && item !== null) params.append(key, String(item))
    }
  }
  const text = params.toString()
  if (text === '') return ''
  return (pathHasQuery ? '&' : '?') + text
}

import type { z } from 'zod/mini'

/** The outside systems the storefront talks to; used for logs and for the 401 policy. */
export type HttpSystem = 'order-system' | 'shop-server' | 'cms' | 'identity' | 'search'

export type HttpError =
  | { kind: 'http'; status: number; body: unknown; message: string; retryable: boolean }
  | { kind: 'network'; message: string; retryable: true }
  | { kind: 'timeout'; message: string; retryable: true }
  | { kind: 'validation'; issues: z.core.$ZodIssue[]; message: string; retryable: false }
  | { kind: 'aborted'; message: string; retryable: false }
  /** Not sent: the back end is marked down by its breaker (lib/http/breaker.ts) for `retryInMs` more. */
  | { kind: 'unavailable'; message: string; retryable: false; retryInMs: number }

export type Result<T, E = HttpError> = { ok: true; data: T; status: number } | { ok: false; error: E }

/** The answers worth a second try (docs/product/constants.md#calls-to-outside-systems). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

export function ok<T>(data: T, status: number): Result<T, never> {
  return { ok: true, data, status }
}

export function fail<E>(error: E): Result<never, E> {
  return { ok: false, error }
}

export function httpError(status: number, body: unknown, statusText = ''): HttpError {
  return {
    kind: 'http',
    status,
    body,
    message: `HTTP ${status}${statusText ? ` ${statusText}` : ''}`,
    retryable: RETRYABLE_STATUSES.has(status),
  }
}

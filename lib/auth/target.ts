import { safeTarget } from '@/lib/navigation/safe-target'

/** What travels through the identity provider in the OIDC `state`: only where to go back to. */
export interface ReturnState {
  target: string
}

/** The target is checked before it leaves, so a stored state never holds an off-site address. */
export function returnState(target?: string | null): ReturnState {
  return { target: safeTarget(target) }
}

/**
 * The state comes back from storage the provider's answer pointed at; it is checked again rather than
 * trusted (ASVS 3.7.2: check after every hop).
 */
export function targetFromState(state: unknown): string {
  const raw = typeof state === 'object' && state !== null ? (state as Record<string, unknown>).target : undefined
  return safeTarget(typeof raw === 'string' ? raw : undefined)
}

export type ReturnKind = 'sign-in' | 'sign-out' | 'none'

/**
 * docs/product/sign-in.md#return-page: a sign-in return carries both `code` and `state`; a refusal from the provider carries
 * `error` and `state` and is a failed sign-in. A return from the provider's sign-out carries `state` alone.
 */
export function returnKind(query: URLSearchParams): ReturnKind {
  if (!query.has('state')) return 'none'
  if (query.has('code') || query.has('error')) return 'sign-in'
  return 'sign-out'
}

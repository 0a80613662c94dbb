/**
 * The demo's buyers: one source of truth for the identity provider (credentials and profile claims),
 * the shop server (customer records) and the seed (addresses, orders, unit members). Every value is
 * fixed so that ids, e-mails and passwords can be written in the README and used in tests.
 */

import { DEFAULT_ROLE } from '../lib/search/document-reads'
import type { CustomerKind } from './shop-server/shapes'

/** `kind` strings of the customer JSON; a manager is an agent flagged `is_manager`. */
export { DEFAULT_ROLE, type CustomerKind }

/** Roles that have a price list; the catalogue generator creates one price list per entry. */
export const PRICE_LIST_ROLES = ['pro', 'agent', 'manager', 'collectivite'] as const
export type PriceListRole = (typeof PRICE_LIST_ROLES)[number]

/** Public-procurement markets; products carrying one of these codes are what a market buyer may filter on. */
export const DEMO_MARKET_CODES = ['MARCHE-2025-014'] as const

/** Every demo account signs in with this password (printed on the IdP's login page and in the README). */
export const DEMO_PASSWORD = 'demo1234'

export interface DemoAccount {
  /** Odoo partner id: what the shop server and the order system call the customer id. */
  customerId: number
  /** Subject identifier at the identity provider. */
  sub: string
  /** Login e-mail, lower case. */
  login: string
  password: string
  givenName: string
  familyName: string
  /** The buyer's organisation, used by the seed for invoicing addresses. */
  company: string
  phone: string
  mobile: string
  kind: CustomerKind
  role: PriceListRole
  isManager: boolean
  market: string | null
  hasTaxIncludedPrice: boolean
  collectivity: boolean
  optIn: boolean
  /** Customer id of the manager whose unit this buyer belongs to. */
  managerId: number | null
}

/** Phone numbers are in the ranges ARCEP reserves for fiction (01 99 00…, 06 39 98…). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    customerId: 1001,
    sub: '5f0c2d8e-7a41-4b6e-9d3f-1c2b3a4d5e01',
    login: 'claire.martin@exemple.fr',
    password: DEMO_PASSWORD,
    givenName: 'Claire',
    familyName: 'Martin',
    company: 'Atelier Martin Rénovation',
    phone: '+33 1 99 00 10 01',
    mobile: '+33 6 39 98 10 01',
    kind: 'user',
    role: 'pro',
    isManager: false,
    market: null,
    hasTaxIncludedPrice: false,
    collectivity: false,
    optIn: true,
    managerId: null,
  },
  {
    customerId: 1002,
    sub: '5f0c2d8e-7a41-4b6e-9d3f-1c2b3a4d5e02',
    login: 'julien.moreau@exemple.fr',
    password: DEMO_PASSWORD,
    givenName: 'Julien',
    familyName: 'Moreau',
    company: 'Groupe Hexagone Services',
    phone: '+33 1 99 00 10 02',
    mobile: '+33 6 39 98 10 02',
    kind: 'agent',
    role: 'agent',
    isManager: false,
    market: null,
    hasTaxIncludedPrice: false,
    collectivity: false,
    optIn: false,
    managerId: 1003,
  },
  {
    customerId: 1003,
    sub: '5f0c2d8e-7a41-4b6e-9d3f-1c2b3a4d5e03',
    login: 'sophie.lefevre@exemple.fr',
    password: DEMO_PASSWORD,
    givenName: 'Sophie',
    familyName: 'Lefèvre',
    company: 'Groupe Hexagone Services',
    phone: '+33 1 99 00 10 03',
    mobile: '+33 6 39 98 10 03',
    kind: 'manager',
    role: 'manager',
    isManager: true,
    market: null,
    hasTaxIncludedPrice: false,
    collectivity: false,
    optIn: true,
    managerId: null,
  },
  {
    customerId: 1004,
    sub: '5f0c2d8e-7a41-4b6e-9d3f-1c2b3a4d5e04',
    login: 'nathalie.girard@exemple.fr',
    password: DEMO_PASSWORD,
    givenName: 'Nathalie',
    familyName: 'Girard',
    company: 'Commune de Saint-Aubin-sur-Loire',
    phone: '+33 1 99 00 10 04',
    mobile: '+33 6 39 98 10 04',
    kind: 'collectivity',
    role: 'collectivite',
    isManager: false,
    market: DEMO_MARKET_CODES[0],
    hasTaxIncludedPrice: true,
    collectivity: true,
    optIn: false,
    managerId: null,
  },
]

export function displayName(account: Pick<DemoAccount, 'givenName' | 'familyName'>): string {
  return `${account.givenName} ${account.familyName}`
}

export function findAccountByLogin(login: string): DemoAccount | undefined {
  const wanted = login.trim().toLowerCase()
  return DEMO_ACCOUNTS.find((a) => a.login === wanted)
}

export function findAccountBySub(sub: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.sub === sub)
}

export function findAccountByCustomerId(customerId: number): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.customerId === customerId)
}

/** The manager's unit members, as the seed stores them. */
export interface DemoUnitMember {
  id: number
  /** Customer id of the unit's manager. */
  managerId: number
  name: string
  email: string
  phone: string | null
  mobile: string | null
  /** Whether the member can sign in: the agent account can, the others were never invited. */
  authState: 'none' | 'invited' | 'accepted'
}

const agent = DEMO_ACCOUNTS.find((a) => a.kind === 'agent')!

/**
 * The agent account is a member of the manager's unit, so the request lines it raises reach the
 * manager; the two others are plain records (their ids are partner ids too, outside the accounts').
 */
export const DEMO_UNIT_MEMBERS: readonly DemoUnitMember[] = [
  {
    id: agent.customerId,
    managerId: 1003,
    name: displayName(agent),
    email: agent.login,
    phone: agent.phone,
    mobile: agent.mobile,
    authState: 'accepted',
  },
  {
    id: 1101,
    managerId: 1003,
    name: 'Karim Benali',
    email: 'karim.benali@exemple.fr',
    phone: '+33 1 99 00 11 01',
    mobile: null,
    authState: 'invited',
  },
  {
    id: 1102,
    managerId: 1003,
    name: 'Émilie Roux',
    email: 'emilie.roux@exemple.fr',
    phone: null,
    mobile: '+33 6 39 98 11 02',
    authState: 'none',
  },
]

import { findCarrier } from '../../order-system/carriers'
import { countryByCode } from './reference'
import type { OpeningSlot, Pickup } from '../shapes'

/** Mondays to Saturdays with a lunch break, the usual hours of a French newsagent or shop. */
function shopHours(days: number[], morning: [string, string], afternoon: [string, string]): OpeningSlot[] {
  return days.flatMap((weekday) => [
    { weekday, opens: morning[0], closes: morning[1] },
    { weekday, opens: afternoon[0], closes: afternoon[1] },
  ])
}
const TUESDAY_TO_SATURDAY = [2, 3, 4, 5, 6]
const MONDAY_TO_SATURDAY = [1, ...TUESDAY_TO_SATURDAY]
const WEEKDAYS = [1, 2, 3, 4, 5]

type Point = Omit<Pickup, 'carrier_id' | 'country' | 'country_code' | 'is_public'> & { countryCode: string }

const POINTS: Point[] = [
  {
    id: 501,
    code: 'PR-69002-01',
    name: 'Tabac Presse du Marché',
    street: '12 rue de la République',
    street2: null,
    zip: '69002',
    city: 'Lyon',
    countryCode: 'FR',
    opening_hours: shopHours(MONDAY_TO_SATURDAY, ['07:30', '12:30'], ['14:00', '19:30']),
  },
  {
    id: 502,
    code: 'PR-69006-01',
    name: 'Pressing des Brotteaux',
    street: '45 boulevard des Brotteaux',
    street2: null,
    zip: '69006',
    city: 'Lyon',
    countryCode: 'FR',
    opening_hours: shopHours(TUESDAY_TO_SATURDAY, ['09:00', '12:30'], ['14:30', '19:00']),
  },
  {
    id: 503,
    code: 'PR-44000-01',
    name: 'Librairie du Passage',
    street: '3 passage Pommeraye',
    street2: null,
    zip: '44000',
    city: 'Nantes',
    countryCode: 'FR',
    opening_hours: shopHours(TUESDAY_TO_SATURDAY, ['10:00', '12:30'], ['14:00', '19:00']),
  },
  {
    id: 504,
    code: 'PR-44000-02',
    name: 'Épicerie Talensac',
    street: '18 rue Talensac',
    street2: null,
    zip: '44000',
    city: 'Nantes',
    countryCode: 'FR',
    opening_hours: shopHours(MONDAY_TO_SATURDAY, ['08:30', '13:00'], ['15:00', '19:30']),
  },
  {
    id: 505,
    code: 'PR-59800-01',
    name: 'Tabac du Vieux-Lille',
    street: '27 rue de la Monnaie',
    street2: null,
    zip: '59800',
    city: 'Lille',
    countryCode: 'FR',
    opening_hours: shopHours(MONDAY_TO_SATURDAY, ['07:00', '12:30'], ['13:30', '19:00']),
  },
  {
    id: 506,
    code: 'PR-59000-01',
    name: 'Relais Wazemmes',
    street: '90 rue des Sarrazins',
    street2: null,
    zip: '59000',
    city: 'Lille',
    countryCode: 'FR',
    opening_hours: shopHours(TUESDAY_TO_SATURDAY, ['09:30', '12:30'], ['14:00', '18:30']),
  },
  {
    id: 507,
    code: 'PR-75011-01',
    name: 'Relais Bastille',
    street: '8 rue de la Roquette',
    street2: null,
    zip: '75011',
    city: 'Paris',
    countryCode: 'FR',
    opening_hours: shopHours(MONDAY_TO_SATURDAY, ['09:00', '13:00'], ['14:00', '20:00']),
  },
  {
    id: 508,
    code: 'PR-33000-01',
    name: 'Presse des Chartrons',
    street: '60 cours Portal',
    street2: null,
    zip: '33000',
    city: 'Bordeaux',
    countryCode: 'FR',
    opening_hours: shopHours(MONDAY_TO_SATURDAY, ['08:00', '12:30'], ['14:00', '19:00']),
  },
  {
    id: 509,
    code: 'PR-49400-01',
    name: 'Maison de la presse de Saumur',
    street: '14 rue Saint-Nicolas',
    street2: null,
    zip: '49400',
    city: 'Saumur',
    countryCode: 'FR',
    opening_hours: shopHours(MONDAY_TO_SATURDAY, ['08:00', '12:30'], ['14:30', '19:00']),
  },
  {
    id: 510,
    code: 'PR-97200-01',
    name: 'Relais Pointe Simon',
    street: '15 rue Ernest Deproge',
    street2: null,
    zip: '97200',
    city: 'Fort-de-France',
    countryCode: 'MQ',
    opening_hours: shopHours(WEEKDAYS, ['07:30', '12:00'], ['14:00', '17:30']),
  },
  {
    id: 511,
    code: 'PR-97232-01',
    name: 'Tabac du Bourg',
    street: '4 rue Schœlcher',
    street2: 'Face à la mairie',
    zip: '97232',
    city: 'Le Lamentin',
    countryCode: 'MQ',
    opening_hours: shopHours(MONDAY_TO_SATURDAY, ['07:00', '12:30'], ['15:00', '18:30']),
  },
  {
    id: 512,
    code: 'PR-97400-01',
    name: 'Relais du Barachois',
    street: '22 rue de Paris',
    street2: null,
    zip: '97400',
    city: 'Saint-Denis',
    countryCode: 'RE',
    opening_hours: shopHours(WEEKDAYS, ['08:00', '12:00'], ['13:30', '17:00']),
  },
]

/**
 * The relay network: every carrier with drop-off sites delivers to all of these points. They belong to
 * the carrier's public network, so the shop sends the chosen one whole (`set_public_delivery_pickup`);
 * the order system also takes them by code (`set_pickup`), as it would its own sites.
 */
function toPickup({ countryCode, ...point }: Point, carrierId: number): Pickup {
  return {
    ...point,
    carrier_id: carrierId,
    country: countryByCode(countryCode),
    country_code: countryCode,
    is_public: true,
  }
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/**
 * The carrier's points whose name, city or postcode contains `search`, accents and case ignored; none
 * for a carrier that delivers to addresses.
 */
export function findPickups(carrierId: number, search?: string): Pickup[] {
  if (!findCarrier(carrierId)?.withDropoffSite) return []
  const wanted = fold(search?.trim() ?? '')
  return POINTS.filter(
    (p) => wanted === '' || [p.name, p.city, p.zip].some((field) => fold(field).includes(wanted)),
  ).map((p) => toPickup(p, carrierId))
}

/** A point by id or by code, as the carrier knows it (for `carts/current/set_pickup`). */
export function findPickup(carrierId: number, idOrCode: number | string): Pickup | undefined {
  const wanted = String(idOrCode)
  return findPickups(carrierId).find((p) => String(p.id) === wanted || p.code === wanted)
}

import type { Carrier } from '@/lib/order-system/schemas/carrier'

/**
 * The carriers whose public tracking page a parcel can link to, by the key their code or name is
 * recognised by. `{ref}` is replaced by the URL-encoded tracking reference. Adding a carrier is one
 * line here; any other carrier gets the plain reference.
 */
const TRACKING_PAGES: readonly { key: string; url: string }[] = [
  { key: 'colissimo', url: 'https://www.laposte.fr/outils/suivre-vos-envois?code={ref}' },
  { key: 'chronopost', url: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={ref}' },
  { key: 'dpd', url: 'https://trace.dpd.fr/fr/trace/{ref}' },
  { key: 'gls', url: 'https://gls-group.com/FR/fr/suivi-colis/?match={ref}' },
  { key: 'dbschenker', url: 'https://www.dbschenker.com/app/tracking-public/?refNumber={ref}' },
]

/** "DB Schenker", "db_schenker" and "DB-SCHENKER" are one key. */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

/** The tracking page template of a carrier, recognised by its code first, then by its name. */
function trackingPage(carrier: Pick<Carrier, 'code' | 'name'>): string | null {
  for (const text of [carrier.code, carrier.name]) {
    if (!text) continue
    const key = normalise(text)
    const page = TRACKING_PAGES.find((entry) => key.includes(entry.key))
    if (page) return page.url
  }
  return null
}

/**
 * Where the buyer follows a parcel: the carrier's tracking page for this reference, or null when the
 * carrier is unknown (or there is no reference yet), in which case the reference is shown as text.
 */
export function trackingUrl(
  carrier: Pick<Carrier, 'code' | 'name'> | null,
  reference: string | null | undefined,
): string | null {
  const ref = reference?.trim()
  if (!carrier || !ref) return null
  const page = trackingPage(carrier)
  return page ? page.replace('{ref}', encodeURIComponent(ref)) : null
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

// Fixed zones so the server render and the browser agree (hydration), whatever the machine's zone:
// a calendar date (`2026-04-15`) is that day everywhere; an instant is shown as the shop's French time.
const calendarDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' })
const instantDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' })

/** `15/04/2026` from an ISO date (`2026-04-15`) or instant (`2026-04-15T08:00:00Z`); the input back when unreadable. */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return (DATE_ONLY.test(iso) ? calendarDate : instantDate).format(date)
}

const dayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The calendar day (`2026-04-15`) an instant falls on in France, to compare with a date filter. */
export function dayInFrance(iso: string): string {
  const parts = Object.fromEntries(dayParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

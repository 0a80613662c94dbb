/**
 * Each slide's accessible name ("2 sur 5"), formatted where the page is rendered and handed to the
 * carousel: the browser then builds no number formatter for it while the page loads
 * (docs/adr/0032-the-server-formats-what-it-rendered.md).
 */
export function slideLabels(
  t: (key: 'slideLabel', values: { index: number; count: number }) => string,
  count: number,
): string[] {
  return Array.from({ length: count }, (_, index) => t('slideLabel', { index: index + 1, count }))
}

/** Plain-text tables for the terminal: the first `textColumns` columns left-aligned, the figures right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[], textColumns = 1): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: readonly string[]) =>
    widths
      .map((width, column) => {
        const cell = cells[column] ?? ''
        return column < textColumns ? cell.padEnd(width) : cell.padStart(width)
      })
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

const missing = '—'

export const format = {
  ms: (value: number | null) =>
    value === null ? missing : value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`,
  rps: (value: number | null) => (value === null ? missing : value >= 100 ? `${Math.round(value)}` : value.toFixed(1)),
  /** kB = 1,000 bytes, as Next prints sizes. */
  kB: (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`,
  ratio: (value: number | null) => (value === null ? missing : `×${value.toFixed(2)}`),
  percent: (value: number | null) => (value === null ? missing : `${Math.round(value * 100)} %`),
  verdict: (pass: boolean) => (pass ? 'PASS' : 'FAIL'),
}

// One plain-text table, columns padded to their widest cell.
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}

export const fmt = {
  int: (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-'),
  ms: (n: number) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(1) : Math.round(n)} ms` : '-'),
  us: (n: number) => (Number.isFinite(n) ? `${Math.round(n)} µs` : '-'),
  mb: (n: number) => (Number.isFinite(n) ? `${Math.round(n)} MB` : '-'),
  ratio: (n: number) => (Number.isFinite(n) ? `${n.toFixed(3)}x` : '-'),
  /** A share of the machine's CPU in cores (0.25 = a quarter of one core). */
  cores: (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-'),
}

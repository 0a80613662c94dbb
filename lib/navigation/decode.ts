const MAX_ROUNDS = 5

/**
 * Some layer (proxy, framework, another redirect) may decode a target again after we checked it, so
 * checks must hold for every decoded form. Decoding is lenient: a stray `%` (as in `?q=100%`) stays
 * as is instead of making the whole value undecodable, while valid escapes next to it still decode.
 *
 * Returns every distinct form, the raw one first, or `undefined` when the value is still changing
 * after several rounds (only a deliberately nested encoding does that).
 */
export function decodedForms(raw: string): string[] | undefined {
  const forms = [raw]
  let current = raw
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = decodeLeniently(current)
    if (next === current) return forms
    forms.push(next)
    current = next
  }
  return undefined
}

function decodeLeniently(value: string): string {
  return value.replace(/(?:%[\da-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      // An invalid UTF-8 run: decode the ASCII escapes only, which is what matters for `/`, `\` and `:`.
      return run.replace(/%([0-7][\da-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    }
  })
}

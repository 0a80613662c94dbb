/** Text and attribute values escaped for HTML. */
function esc(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** A template literal whose `${}` values are escaped, unless already built with `html` (a `Raw`). */
export class Raw {
  constructor(readonly value: string) {}
  toString() {
    return this.value
  }
}

export type Value = string | number | null | undefined | Raw | readonly Raw[]

export function html(strings: TemplateStringsArray, ...values: Value[]): Raw {
  let out = strings[0] ?? ''
  values.forEach((value, i) => {
    if (value instanceof Raw) out += value.value
    else if (Array.isArray(value)) out += value.map((v: Raw) => v.value).join('')
    else out += esc(value as string | number | null | undefined)
    out += strings[i + 1] ?? ''
  })
  return new Raw(out)
}

/** A column heading; `num` right-aligns the column (amounts, quantities). */
export type Column = string | { label: string; num: true }

/** A table with a header row and one row of cells per item, cells escaped unless built with `html`. */
export function table(columns: readonly Column[], rows: readonly (readonly Value[])[]): Raw {
  const num = columns.map((column) => typeof column !== 'string')
  const cell = (value: Value, i: number) => (num[i] ? html`<td class="num">${value}</td>` : html`<td>${value}</td>`)
  return html`<table>
    <thead>
      <tr>
        ${columns.map((column) =>
          typeof column === 'string' ? html`<th>${column}</th>` : html`<th class="num">${column.label}</th>`,
        )}
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            ${row.map(cell)}
          </tr>`,
      )}
    </tbody>
  </table>`
}

const STYLE = `
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0; color: #1d2430; background: #f5f7fa; }
  header { background: #3b2f63; color: #fff; padding: .75rem 1.5rem; display: flex; gap: 2rem; align-items: center; flex-wrap: wrap; }
  header strong { font-size: 1.1rem; }
  header nav a { color: #fff; margin-right: 1.25rem; }
  main { padding: 1rem 1.5rem 3rem; max-width: 72rem; }
  table { border-collapse: collapse; width: 100%; background: #fff; margin: .5rem 0 1.5rem; }
  th, td { border: 1px solid #d8dde4; padding: .35rem .6rem; text-align: left; vertical-align: top; }
  thead th { background: #eceff4; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  form.inline { display: inline; margin: 0; }
  fieldset { border: 1px solid #d8dde4; background: #fff; padding: .75rem 1rem; margin: 0 0 1.5rem; }
  label { display: inline-block; margin: .25rem 1rem .25rem 0; }
  input[type=number] { width: 7rem; }
  button { padding: .35rem .8rem; cursor: pointer; }
  .flash { padding: .6rem 1rem; border-radius: 4px; margin: 1rem 0; }
  .ok { background: #e6f4ea; border: 1px solid #1a7f37; }
  .error { background: #fdecea; border: 1px solid #b42318; }
  .muted { color: #5b6574; }
`

const NAV: readonly [string, string][] = [
  ['/', 'Tableau de bord'],
  ['/devis', 'Devis'],
  ['/commandes', 'Commandes'],
  ['/factures', 'Factures'],
  ['/produits', 'Produits'],
]

/** A whole back-office page, with the message left by the last action (`?ok=` or `?erreur=`). */
export function page(title: string, body: Raw, flash: { ok?: string; error?: string } = {}): string {
  return html`<!doctype html>
    <html lang="fr">
      <head>
        <meta charset="utf-8" />
        <meta name="robots" content="noindex" />
        <title>${title} — Back-office de démonstration</title>
        <style>
          ${new Raw(STYLE)}
        </style>
      </head>
      <body>
        <header>
          <strong>Back-office de démonstration (côté fournisseur)</strong>
          <nav aria-label="Back-office">${NAV.map(([href, label]) => html`<a href="${href}">${label}</a>`)}</nav>
        </header>
        <main>
          <h1>${title}</h1>
          ${flash.ok ? html`<p class="flash ok" role="status">${flash.ok}</p>` : ''}
          ${flash.error ? html`<p class="flash error" role="alert">${flash.error}</p>` : ''} ${body}
        </main>
      </body>
    </html>`.value
}

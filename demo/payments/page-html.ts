/** The demo payment page, in French: what a provider's hosted page would show, minus the card form. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(amount)
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d2433; margin: 0; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; border-radius: .5rem; padding: 2rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .demo { background: #fff4ce; border: 1px solid #e0b400; padding: .75rem; border-radius: .25rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
  dt { font-weight: 600; } dd { margin: 0; }
  .amount { font-size: 1.5rem; font-weight: 700; }
  .actions { display: flex; flex-direction: column; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .75rem 1rem; border-radius: .25rem; border: 1px solid #1d2433; cursor: pointer;
           background: #fff; color: #1d2433; }
  button[value=success] { background: #0b5fff; border-color: #0b5fff; color: #fff; font-weight: 600; }
  button[value=error] { border-color: #b3261e; color: #b3261e; }
  button:focus-visible { outline: 3px solid #1d2433; outline-offset: 2px; }
`

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

export interface PaymentPageView {
  reference: string
  orderReference: string
  amount: number
  currency: string
  providerName: string
  providerIntro: string
  /** Where the three buttons post the tester's choice. */
  outcomeAction: string
}

export function renderPaymentPage(view: PaymentPageView): string {
  return layout(
    `Paiement ${view.orderReference} – ${formatAmount(view.amount, view.currency)}`,
    `<h1>Paiement sécurisé</h1>
<p class="demo"><strong>Démonstration :</strong> aucune somme n’est débitée. Choisissez l’issue du paiement.</p>
<p>${escapeHtml(view.providerIntro)}</p>
<dl>
  <dt>Commande</dt><dd>${escapeHtml(view.orderReference)}</dd>
  <dt>Moyen de paiement</dt><dd>${escapeHtml(view.providerName)}</dd>
  <dt>Référence</dt><dd>${escapeHtml(view.reference)}</dd>
  <dt>Montant</dt><dd class="amount">${escapeHtml(formatAmount(view.amount, view.currency))}</dd>
</dl>
<form method="post" action="${escapeHtml(view.outcomeAction)}" class="actions">
  <button type="submit" name="outcome" value="success">Payer</button>
  <button type="submit" name="outcome" value="pending">Laisser en attente</button>
  <button type="submit" name="outcome" value="error">Refuser le paiement</button>
</form>`,
  )
}

export function renderMessagePage(title: string, message: string, link?: { href: string; label: string }): string {
  const back = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${back}`)
}

/** The form the shop inserts and submits to leave for the payment page (no script: the shop submits it). */
export function renderRedirectForm(action: string): string {
  return `<form method="post" action="${escapeHtml(action)}" id="demo-payment-redirect"><button type="submit">Continuer vers le paiement</button></form>`
}

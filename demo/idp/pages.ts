import { DEMO_ACCOUNTS, displayName, type CustomerKind } from '../accounts'

/** The identity provider's own pages, in French, self-contained (no external font, script or image). */

const BRAND = 'Boutique Pro'

export function escapeHtml(value: unknown): string {
  return String(value).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f3f4f6}
main{max-width:30rem;margin:3rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #d1d5db;border-radius:.5rem;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
p.brand{margin:0 0 .25rem;font-weight:600;color:#1d4ed8}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #6b7280;border-radius:.375rem}
input[aria-invalid=true]{border-color:#b91c1c}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
button{font:inherit;font-weight:600;padding:.65rem 1rem;border-radius:.375rem;cursor:pointer}
.primary{width:100%;margin-top:1.5rem;color:#fff;background:#1d4ed8;border:1px solid #1d4ed8}
.primary:hover{background:#1e40af}
.secondary{width:100%;margin-top:.75rem;color:#1d4ed8;background:#fff;border:1px solid #1d4ed8}
.error{margin:0 0 1rem;padding:.75rem;border:1px solid #b91c1c;border-radius:.375rem;background:#fef2f2;color:#7f1d1d}
.demo{margin-top:1.5rem;padding:1rem;border:1px dashed #6b7280;border-radius:.5rem;background:#fff;font-size:.875rem}
.demo h2{font-size:1rem;margin:0 0 .5rem}
.demo table{width:100%;border-collapse:collapse}
.demo th,.demo td{text-align:left;padding:.25rem .5rem .25rem 0;vertical-align:top}
.demo code{font-size:.8125rem;word-break:break-all}
pre{white-space:pre-wrap;word-break:break-word;background:#f3f4f6;padding:.75rem;border-radius:.375rem}
`

function layout(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${BRAND}</title>
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

const KIND_LABELS: Record<CustomerKind, string> = {
  user: 'Client professionnel',
  agent: 'Agent',
  manager: 'Responsable d’unité',
  collectivity: 'Collectivité',
}

function demoAccountsBox(): string {
  const rows = DEMO_ACCOUNTS.map(
    (a) =>
      `<tr><td>${escapeHtml(KIND_LABELS[a.kind])}<br>${escapeHtml(displayName(a))}</td><td><code>${escapeHtml(a.login)}</code><br><code>${escapeHtml(a.password)}</code></td></tr>`,
  ).join('')
  return `<section class="demo" aria-labelledby="demo-title">
<h2 id="demo-title">Comptes de démonstration</h2>
<table>
<thead><tr><th scope="col">Profil</th><th scope="col">E-mail et mot de passe</th></tr></thead>
<tbody>${rows}</tbody>
</table>
</section>`
}

export interface LoginPageOptions {
  uid: string
  login?: string
  failed?: boolean
}

export function loginPage({ uid, login = '', failed = false }: LoginPageOptions): string {
  const action = `/interaction/${encodeURIComponent(uid)}`
  const invalid = failed ? ' aria-invalid="true" aria-describedby="login-error"' : ''
  const error = failed
    ? '<p class="error" id="login-error" role="alert">Identifiant ou mot de passe incorrect.</p>'
    : ''
  return layout(
    'Connexion',
    `<div class="card">
<p class="brand">${BRAND}</p>
<h1>Connexion à votre espace client</h1>
${error}
<form method="post" action="${action}/login" novalidate>
<label for="login">Adresse e-mail</label>
<input id="login" name="login" type="email" autocomplete="username" required value="${escapeHtml(login)}"${invalid}${failed ? '' : ' autofocus'}>
<label for="password">Mot de passe</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${failed ? ' autofocus' : ''}>
<button class="primary" type="submit">Se connecter</button>
</form>
<form method="post" action="${action}/abort">
<button class="secondary" type="submit">Annuler et revenir à la boutique</button>
</form>
</div>
${demoAccountsBox()}`,
  )
}

/**
 * RP-initiated logout: oidc-provider hands over a form carrying its anti-forgery token. When the shop
 * sent its ID token as a hint, the request is known to come from the shop and the page confirms by
 * itself; otherwise the user chooses.
 */
export function logoutPage(form: string, autoConfirm: boolean): string {
  const script = autoConfirm
    ? `<script>
document.addEventListener('DOMContentLoaded', function () {
  var f = document.getElementById('op.logoutForm');
  var yes = document.createElement('input');
  yes.type = 'hidden'; yes.name = 'logout'; yes.value = 'yes';
  f.appendChild(yes); f.submit();
});
</script>`
    : ''
  return layout(
    'Déconnexion',
    `<div class="card">
<p class="brand">${BRAND}</p>
<h1>Voulez-vous vous déconnecter ?</h1>
${form}
<button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Se déconnecter</button>
<button class="secondary" type="submit" form="op.logoutForm">Rester connecté</button>
</div>`,
    script,
  )
}

export function loggedOutPage(siteUrl: string): string {
  return layout(
    'Déconnexion réussie',
    `<div class="card">
<p class="brand">${BRAND}</p>
<h1>Vous êtes déconnecté</h1>
<p><a href="${escapeHtml(`${siteUrl}/`)}">Revenir à la boutique</a></p>
</div>`,
  )
}

export function errorPage(out: { error: string; error_description?: string }, siteUrl: string): string {
  const detail = out.error_description ? `${out.error} : ${out.error_description}` : out.error
  return layout(
    'Erreur',
    `<div class="card">
<p class="brand">${BRAND}</p>
<h1>La connexion n’a pas pu aboutir</h1>
<p>Le service d’identification a refusé la demande. Revenez à la boutique et réessayez.</p>
<pre>${escapeHtml(detail)}</pre>
<p><a href="${escapeHtml(`${siteUrl}/`)}">Revenir à la boutique</a></p>
</div>`,
  )
}

import { Hono, type Context } from 'hono'
import { displayName, findAccountByCustomerId } from '../accounts'
import type { DemoContext } from '../context'
import { DEMO_CARRIERS } from '../order-system/carriers'
import {
  invoiceShipped,
  markInvoicePaid,
  priceQuotation,
  remainingQty,
  shipParcel,
  uninvoiced,
} from '../order-system/fulfilment'
import { findInvoice, listAllInvoices, type StoredInvoice } from '../order-system/invoices'
import { allOrders, ORDER_KINDS, type StoredOrder } from '../order-system/orders'
import { PARCEL_CARRIERS } from '../order-system/parcels'
import { formatEuros } from '../order-system/pricing'
import { listProductOverrides, setProductState } from '../order-system/product-states'
import { productIndex } from '../order-system/products'
import { OrderSystemError } from '../order-system/respond'
import { isObsolete } from '../../lib/search/document-reads'
import { html, page, Raw, table } from './html'

/**
 * The demo back office: the supplier's side of the order system, in French pages on a port of its
 * own (DEMO_BACKOFFICE_PORT), so that an evaluator (or a test) can walk every state the shop shows:
 * price a quotation, ship an order in parcels, invoice it, record the payment, withdraw a product.
 * The shop never links here. Actions are plain forms, each answered by a redirect with its outcome.
 */

const STATES: Record<string, string> = {
  estimating: 'En cours de chiffrage',
  estimated: 'Chiffré',
  cancel: 'Annulée',
  pending: 'En attente de traitement (30 %)',
  processing: 'En préparation (50 %)',
  delivery_partial: 'Livrée en partie (70 %)',
  delivery_full: 'Livrée (100 %)',
}
const PAYMENT_STATES: Record<string, string> = {
  not_paid: 'Non payée',
  in_payment: 'Paiement en cours',
  paid: 'Payée',
  partial: 'Partiellement payée',
  reversed: 'Extournée',
  invoicing_legacy: 'Historique',
}
const PICKING_STATES: Record<string, string> = {
  draft: 'Brouillon',
  waiting: 'En attente',
  confirmed: 'En attente de stock',
  assigned: 'Prête à partir',
  done: 'Expédiée',
  cancel: 'Annulée',
}

const dateFr = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })
const customerName = (id: number) => {
  const account = findAccountByCustomerId(id)
  return account ? displayName(account) : `Client n° ${id}`
}
const qty = (n: number) => n.toLocaleString('fr-FR', { maximumFractionDigits: 3 })

function flashOf(c: Context) {
  return { ok: c.req.query('ok'), error: c.req.query('erreur') }
}

/** Back to `path` (its query kept) with the outcome to show; only this site's own paths. */
function back(c: Context, path: string, outcome: { ok: string } | { error: string }) {
  const target = new URL(path.startsWith('/') && !path.startsWith('//') ? path : '/', 'http://back-office.invalid')
  target.searchParams.delete('ok')
  target.searchParams.delete('erreur')
  if ('ok' in outcome) target.searchParams.set('ok', outcome.ok)
  else target.searchParams.set('erreur', outcome.error)
  return c.redirect(`${target.pathname}${target.search}`, 303)
}

/** Runs a form action; a refusal of the order system comes back as the page's error message. */
async function act(c: Context, path: string, action: () => Promise<string>) {
  try {
    return back(c, path, { ok: await action() })
  } catch (error) {
    if (error instanceof OrderSystemError) return back(c, path, { error: error.detail })
    throw error
  }
}

/**
 * Forms post only from these pages: a browser sends the Origin of a cross-site post, which must then
 * be this very host (the back office writes the demo's data, another site must not drive it).
 */
function sameOrigin(c: Context): boolean {
  const origin = c.req.header('origin') ?? c.req.header('referer')
  if (!origin) return false
  try {
    return new URL(origin).host === c.req.header('host')
  } catch {
    return false
  }
}

const number = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : NaN
const idOf = (c: Context) => Number(c.req.param('id'))

function orderLinesTable(order: StoredOrder) {
  const num = (label: string) => ({ label, num: true }) as const
  return table(
    ['Article', num('Commandé'), num('Livré'), num('Prix unitaire HT'), num('Total HT')],
    order.lines
      .filter((l) => !l.is_delivery)
      .map((line) => [
        line.name,
        qty(line.qty),
        qty(line.qty_delivered),
        line.amount.price > 0 ? formatEuros(line.amount.price) : 'Prix sur demande',
        formatEuros(line.amount.untaxed),
      ]),
  )
}

/** "Marquer … payée", back to `retour` afterwards; nothing for a paid invoice. */
function payButton(invoice: Pick<StoredInvoice, 'id' | 'name' | 'payment_state'>, retour: string) {
  if (invoice.payment_state === 'paid') return ''
  return html`<form class="inline" method="post" action="/factures/${invoice.id}/payer">
    <input type="hidden" name="retour" value="${retour}" /><button type="submit">Marquer ${invoice.name} payée</button>
  </form>`
}

export function createBackOfficeApp(ctx: DemoContext): Hono {
  const app = new Hono()

  app.use('*', async (c, next) => {
    if (c.req.method === 'POST' && !sameOrigin(c)) {
      return c.text('Formulaire refusé : il doit être envoyé depuis le back-office lui-même.', 403)
    }
    await next()
    c.header('X-Frame-Options', 'DENY')
    c.header('Cache-Control', 'no-store')
  })

  app.get('/', async (c) => {
    const quotations = await allOrders(ctx, 'quotation')
    const sales = await allOrders(ctx, 'sale')
    const invoices = await listAllInvoices(ctx)
    const toPrice = quotations.filter((q) => q.state === 'estimating').length
    const toShip = sales.filter((s) => ['pending', 'processing', 'delivery_partial'].includes(s.state)).length
    const unpaid = invoices.filter((i) => i.payment_state !== 'paid').length
    const body = html`<p>
        Ces pages jouent le fournisseur : ce que l’ERP ferait en coulisses pour que la boutique montre chaque état. La
        boutique n’y mène jamais.
      </p>
      <ul>
        <li><a href="/devis">Devis</a> : ${toPrice} à chiffrer</li>
        <li><a href="/commandes">Commandes</a> : ${toShip} à expédier</li>
        <li><a href="/factures">Factures</a> : ${unpaid} non payées</li>
        <li><a href="/produits">Produits</a> : retirer un article de la vente, le mettre en rupture</li>
      </ul>`
    return c.html(page('Tableau de bord', body, flashOf(c)))
  })

  // Quotations --------------------------------------------------------------------------------------

  app.get('/devis', async (c) => {
    const quotations = await allOrders(ctx, 'quotation')
    const body = table(
      ['Devis', 'Client', 'Date', 'État', { label: 'Total TTC', num: true }],
      quotations.map((q) => [
        html`<a href="/devis/${q.id}">${q.name}</a>`,
        customerName(q.customer_id),
        dateFr(q.date_order),
        STATES[q.state] ?? q.state,
        formatEuros(q.amount.total),
      ]),
    )
    return c.html(page('Devis', body, flashOf(c)))
  })

  app.get('/devis/:id', async (c) => {
    const quotation = await ctx.store.get<StoredOrder>(ORDER_KINDS.quotation, String(idOf(c)))
    if (!quotation) {
      const sale = await ctx.store.get<StoredOrder>(ORDER_KINDS.sale, String(idOf(c)))
      if (sale) return c.redirect(`/commandes/${sale.id}`, 303)
      return c.html(page('Devis introuvable', html`<p><a href="/devis">Retour aux devis</a></p>`), 404)
    }
    const products = quotation.lines.filter((l) => !l.is_delivery)
    const form =
      quotation.state !== 'estimating'
        ? html`<p>Devis chiffré : le client peut le confirmer depuis son espace (Mes devis).</p>`
        : html`<form method="post" action="/devis/${quotation.id}/chiffrer">
            <fieldset>
              <legend>Chiffrer le devis</legend>
              ${products.map(
                (line) =>
                  html`<p>
                    <label
                      >${line.name} (× ${qty(line.qty)}) — prix unitaire HT (€)
                      <input
                        type="number"
                        name="prix-${line.id}"
                        min="0.01"
                        step="0.01"
                        required
                        value="${line.amount.price > 0 ? line.amount.price : ''}"
                    /></label>
                  </p>`,
              )}
              <p>
                <label
                  >Transporteur
                  <select name="transporteur">
                    <option value="">Sans frais de livraison</option>
                    ${DEMO_CARRIERS.map((carrier) => html`<option value="${carrier.id}">${carrier.name}</option>`)}
                  </select></label
                >
                <label
                  >Frais de livraison HT (€) <input type="number" name="livraison" min="0" step="0.01" value="0"
                /></label>
              </p>
              <p>
                <label
                  >Note pour le client<br /><textarea name="note" rows="2" cols="60">${quotation.note ?? ''}</textarea>
                </label>
              </p>
              <button type="submit">Chiffrer le devis</button>
            </fieldset>
          </form>`
    const body = html`<p>
        Client : ${customerName(quotation.customer_id)} · demandé le ${dateFr(quotation.date_order)} · état :
        <strong>${STATES[quotation.state] ?? quotation.state}</strong> · total TTC
        ${formatEuros(quotation.amount.total)}
      </p>
      ${orderLinesTable(quotation)} ${form}`
    return c.html(page(`Devis ${quotation.name}`, body, flashOf(c)))
  })

  app.post('/devis/:id/chiffrer', async (c) => {
    const id = idOf(c)
    const form = await c.req.parseBody()
    return act(c, `/devis/${id}`, async () => {
      const prices: Record<number, number> = {}
      for (const [key, value] of Object.entries(form)) {
        const match = /^prix-(\d+)$/.exec(key)
        if (match) prices[Number(match[1])] = number(value)
      }
      const carrierId = number(form.transporteur)
      const fee = number(form.livraison)
      const note = typeof form.note === 'string' ? form.note.trim() : ''
      const quotation = await priceQuotation(ctx, id, {
        prices,
        shipping: Number.isInteger(carrierId) ? { carrierId, untaxed: Number.isFinite(fee) ? fee : 0 } : null,
        note: note === '' ? null : note,
      })
      return `Devis ${quotation.name} chiffré : ${formatEuros(quotation.amount.total)} TTC.`
    })
  })

  // Orders --------------------------------------------------------------------------------------------

  app.get('/commandes', async (c) => {
    const sales = await allOrders(ctx, 'sale')
    const body = table(
      ['Commande', 'Client', 'Référence client', 'Date', 'État', { label: 'Total TTC', num: true }],
      sales.map((s) => [
        html`<a href="/commandes/${s.id}">${s.name}</a>`,
        customerName(s.customer_id),
        s.client_order_ref ?? '',
        dateFr(s.date_order),
        STATES[s.state] ?? s.state,
        formatEuros(s.amount.total),
      ]),
    )
    return c.html(page('Commandes', body, flashOf(c)))
  })

  app.get('/commandes/:id', async (c) => {
    const order = await ctx.store.get<StoredOrder>(ORDER_KINDS.sale, String(idOf(c)))
    if (!order) return c.html(page('Commande introuvable', html`<p><a href="/commandes">Retour</a></p>`), 404)
    const shippable = ['pending', 'processing', 'delivery_partial'].includes(order.state)
    const defaultCarrier = order.delivery.selected_carrier?.id ?? 1
    const ship = shippable
      ? html`<form method="post" action="/commandes/${order.id}/expedier">
          <fieldset>
            <legend>Expédier un colis</legend>
            <p class="muted">
              Quantités pré-remplies avec tout ce qui reste : diminuez-les pour une expédition partielle.
            </p>
            ${order.lines
              .filter((l) => !l.is_delivery && remainingQty(l) > 0)
              .map(
                (line) =>
                  html`<p>
                    <label
                      >${line.name} — à expédier (reste ${qty(remainingQty(line))})
                      <input
                        type="number"
                        name="qte-${line.id}"
                        min="0"
                        max="${remainingQty(line)}"
                        step="any"
                        value="${remainingQty(line)}"
                    /></label>
                  </p>`,
              )}
            <p>
              <label
                >Transporteur
                <select name="transporteur">
                  ${PARCEL_CARRIERS.map(
                    (carrier) =>
                      html`<option value="${carrier.id}" ${new Raw(carrier.id === defaultCarrier ? 'selected' : '')}>
                        ${carrier.name}
                      </option>`,
                  )}
                </select></label
              >
              <label
                >N° de suivi (laisser vide pour en générer un) <input name="suivi" maxlength="64" autocomplete="off"
              /></label>
            </p>
            <button type="submit">Expédier ce colis</button>
          </fieldset>
        </form>`
      : html`<p>Plus rien à expédier.</p>`
    const billable = await uninvoiced(ctx, order)
    const invoices = await Promise.all(order.invoices.map((ref) => findInvoice(ctx, ref.id)))
    const body = html`<p>
        Client : ${customerName(order.customer_id)} · référence ${order.client_order_ref ?? '—'} · N° EJ
        ${order.ej_number ?? '—'} ·
        ${order.receipt_file ? html`bon de commande joint : ${order.receipt_file.name}` : ''}
      </p>
      <p>
        État : <strong>${STATES[order.state] ?? order.state}</strong> · total TTC ${formatEuros(order.amount.total)}
      </p>
      ${orderLinesTable(order)}
      <h2>Livraisons</h2>
      ${
        order.delivery.pickings.length === 0
          ? html`<p>Aucune livraison.</p>`
          : table(
              ['Bon', 'État', 'Date', 'Transporteur', 'N° de suivi'],
              order.delivery.pickings.map((p) => [
                p.name,
                PICKING_STATES[p.state] ?? p.state,
                p.delivery_date ? dateFr(p.delivery_date) : '',
                p.carrier?.name ?? '',
                p.tracking_reference ?? '',
              ]),
            )
      }
      ${ship}
      <h2>Factures</h2>
      ${invoices.map((invoice) =>
        invoice
          ? html`<p>
              ${invoice.name} du ${dateFr(invoice.date_invoice)} — ${formatEuros(invoice.amount.amount_total)} —
              ${PAYMENT_STATES[invoice.payment_state] ?? invoice.payment_state}
              ${payButton(invoice, `/commandes/${order.id}`)}
            </p>`
          : html``,
      )}
      ${
        billable.length > 0
          ? html`<form method="post" action="/commandes/${order.id}/facturer">
              <button type="submit">Émettre la facture de ce qui a été expédié</button>
            </form>`
          : html`<p class="muted">Rien d’expédié qui reste à facturer.</p>`
      }`
    return c.html(page(`Commande ${order.name}`, body, flashOf(c)))
  })

  app.post('/commandes/:id/expedier', async (c) => {
    const id = idOf(c)
    const form = await c.req.parseBody()
    return act(c, `/commandes/${id}`, async () => {
      const quantities: Record<number, number> = {}
      for (const [key, value] of Object.entries(form)) {
        const match = /^qte-(\d+)$/.exec(key)
        if (match) quantities[Number(match[1])] = number(value) || 0
      }
      const picking = await shipParcel(ctx, id, {
        quantities,
        carrierId: number(form.transporteur),
        trackingReference: typeof form.suivi === 'string' ? form.suivi : null,
      })
      return `Colis ${picking.name} expédié par ${picking.carrier?.name ?? '—'}, suivi ${picking.tracking_reference}.`
    })
  })

  app.post('/commandes/:id/facturer', async (c) => {
    const id = idOf(c)
    return act(c, `/commandes/${id}`, async () => {
      const invoice = await invoiceShipped(ctx, id)
      return `Facture ${invoice.name} émise : ${formatEuros(invoice.amount.amount_total)} TTC.`
    })
  })

  // Invoices ----------------------------------------------------------------------------------------

  app.get('/factures', async (c) => {
    const invoices = (await listAllInvoices(ctx)).sort(
      (a, b) => b.date_invoice.localeCompare(a.date_invoice) || b.id - a.id,
    )
    const body = table(
      ['Facture', 'Client', 'Date', { label: 'Total TTC', num: true }, { label: 'Reste dû', num: true }, 'Paiement'],
      invoices.map((i) => [
        i.name,
        customerName(i.customer_id),
        dateFr(i.date_invoice),
        formatEuros(i.amount.amount_total),
        formatEuros(i.amount.amount_due),
        html`${PAYMENT_STATES[i.payment_state] ?? i.payment_state} ${payButton(i, '/factures')}`,
      ]),
    )
    return c.html(page('Factures', body, flashOf(c)))
  })

  app.post('/factures/:id/payer', async (c) => {
    const form = await c.req.parseBody()
    const retour = typeof form.retour === 'string' ? form.retour : '/factures'
    return act(c, retour, async () => {
      const invoice = await markInvoicePaid(ctx, idOf(c))
      return `Facture ${invoice.name} payée.`
    })
  })

  // Products ------------------------------------------------------------------------------------------

  app.get('/produits', async (c) => {
    const search = (c.req.query('q') ?? '').trim().toLowerCase()
    const products = await productIndex(ctx)
    const changed = new Set((await listProductOverrides(ctx)).map((o) => o.product_id))
    const shown = [...products.values()]
      .filter((p) =>
        search === ''
          ? changed.has(p.id)
          : p.name.toLowerCase().includes(search) || (p.sku ?? '').toLowerCase() === search,
      )
      .slice(0, 30)
    const body = html`<form method="get" action="/produits">
        <label>Nom ou référence exacte <input type="search" name="q" value="${search}" /></label>
        <button type="submit">Chercher</button>
      </form>
      <p class="muted">
        ${
          search === ''
            ? 'Articles modifiés ici (la boutique les voit dans les secondes qui suivent) :'
            : `Jusqu’à 30 articles pour « ${search} » :`
        }
      </p>
      <table>
        <thead>
          <tr>
            <th>Article</th>
            <th>Référence</th>
            <th>Vente</th>
            <th>Stock</th>
          </tr>
        </thead>
        <tbody>
          ${shown.map((p) => {
            const obsolete = isObsolete(p)
            const stock = p.stock?.global
            const out = stock?.state === 'out_of_stock'
            return html`<tr>
              <td>${p.name}</td>
              <td>${p.sku ?? ''}</td>
              <td>
                ${obsolete ? 'Retiré de la vente' : 'En vente'}
                <form class="inline" method="post" action="/produits/${p.id}">
                  <input type="hidden" name="obsolete" value="${obsolete ? '0' : '1'}" />
                  <input type="hidden" name="retour" value="/produits?q=${encodeURIComponent(search)}" />
                  <button type="submit">
                    ${obsolete ? 'Remettre en vente' : 'Retirer de la vente'} ${p.sku ?? p.name}
                  </button>
                </form>
              </td>
              <td>
                ${out ? 'Rupture' : `${stock?.qty ?? '—'} en stock`}
                <form class="inline" method="post" action="/produits/${p.id}">
                  <input type="hidden" name="rupture" value="${out ? '0' : '1'}" />
                  <input type="hidden" name="retour" value="/produits?q=${encodeURIComponent(search)}" />
                  <button type="submit">${out ? 'Réapprovisionner' : 'Mettre en rupture'} ${p.sku ?? p.name}</button>
                </form>
              </td>
            </tr>`
          })}
        </tbody>
      </table>`
    return c.html(page('Produits', body, flashOf(c)))
  })

  app.post('/produits/:id', async (c) => {
    const form = await c.req.parseBody()
    const retour = typeof form.retour === 'string' ? form.retour : '/produits'
    return act(c, retour, async () => {
      const change: { obsolete?: boolean; out_of_stock?: boolean } = {}
      if (form.obsolete === '1' || form.obsolete === '0') change.obsolete = form.obsolete === '1'
      if (form.rupture === '1' || form.rupture === '0') change.out_of_stock = form.rupture === '1'
      const products = await productIndex(ctx)
      await setProductState(ctx, products, idOf(c), change)
      const product = products.get(idOf(c))!
      return `${product.name} : ${isObsolete(product) ? 'retiré de la vente' : 'en vente'}, ${
        product.stock?.global?.state === 'out_of_stock' ? 'en rupture' : 'en stock'
      }.`
    })
  })

  app.notFound((c) => c.html(page('Page introuvable', html`<p><a href="/">Tableau de bord</a></p>`), 404))
  return app
}

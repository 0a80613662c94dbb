import { buildPaymentForm, type PaymentForm } from '@/lib/checkout/payment-form'
import { checkNavigation } from '@/lib/navigation/navigate'

/**
 * Leaves for the payment provider's page with its form (a cart's or a quotation's payment), through
 * the external-navigation check like every navigation off the site. Answers the submitted form, so a
 * page restored from the back-forward cache can remove it; null when the target was refused (logged).
 */
export function submitPaymentForm(form: PaymentForm): HTMLFormElement | null {
  const check = checkNavigation(form.action, { origin: window.location.origin, external: true })
  if (!check.ok) {
    console.error(`[paiement] page du prestataire refusée (${check.reason}) : ${form.action.slice(0, 300)}`)
    return null
  }
  const element = buildPaymentForm(document, { ...form, action: check.url })
  document.body.append(element)
  element.submit()
  return element
}

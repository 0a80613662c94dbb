import type { PaymentProvider } from '../shop-server/shapes'

/**
 * The two demo providers. Both redirect to the demo payment page, which lets the tester choose the
 * outcome; no money moves, hence the "test" state.
 */
export interface DemoProvider {
  id: number
  code: string
  name: string
  /** What the payment page says the customer is doing. */
  pageIntro: string
  icons: readonly string[]
}

export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  {
    id: 1,
    code: 'demo_card',
    name: 'Carte bancaire (démo)',
    pageIntro:
      'Paiement par carte bancaire sur la page sécurisée du prestataire (démonstration : aucune carte n’est débitée).',
    icons: ['CB', 'Visa', 'Mastercard'],
  },
  {
    id: 2,
    code: 'demo_transfer',
    name: 'Virement / mandat administratif (démo)',
    pageIntro:
      'Paiement par virement ou par mandat administratif : la commande est enregistrée et réglée à réception de la facture (démonstration).',
    icons: ['Virement', 'Mandat administratif'],
  },
]

export function findProvider(id: number): DemoProvider | undefined {
  return DEMO_PROVIDERS.find((p) => p.id === id)
}

export function toPaymentProvider(provider: DemoProvider, payableReference: string): PaymentProvider {
  return {
    id: provider.id,
    name: provider.name,
    code: provider.code,
    state: 'test',
    inline_form_view_rendered: null,
    express_checkout_form_view_rendered: null,
    payable_reference: payableReference,
    payment_icons: provider.icons.map((name, sequence) => ({ name, sequence, image: null })),
  }
}

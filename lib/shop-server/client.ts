import type { Result } from '@/lib/http/result'
import {
  noAnswer,
  sessionHttpClients,
  type BackendClientConfig,
  type BackendClientDeps,
} from '@/lib/http/session-clients'
import { shopServerPaths as paths, type AddressType } from './paths'
import { addressListOfType, addressOfType, type Address, type AddressPayload } from './schemas/address'
import { toContactPayload } from './contact-payload'
import { contactListSchema, contactSchema, type Contact, type ContactDraft } from './schemas/contact'
import { customerEnvelopeSchema, customerSchema, type Customer, type CustomerUpdate } from './schemas/customer'
import { leadResponseSchema, type LeadResponse } from './schemas/lead'
import {
  paymentMethodsSchema,
  paymentTransactionSchema,
  type PaymentMethods,
  type PaymentTransaction,
  type PaymentTransactionRequest,
} from './schemas/payment'
import { pickupListSchema, type Pickup } from './schemas/pickup'
import { settingsSchema, type Settings } from './schemas/settings'

/**
 * The typed client of the shop server (the shopinvader shop-server API). Each method parses the answer with
 * the shared schema and returns a Result; later issues add their calls here.
 */
export function createShopServerClient(config: BackendClientConfig, deps: BackendClientDeps) {
  const { http, opening } = sessionHttpClients('shop-server', config, deps)

  return {
    /** `POST auth/signin` with the identity provider's access token; the answer sets the session cookie. */
    signin(accessToken: string): Promise<Result<Customer>> {
      return opening.post(paths.signin, { schema: customerSchema, headers: { authorization: `Bearer ${accessToken}` } })
    },
    signout(): Promise<Result<null>> {
      return http.post(paths.signout, { schema: noAnswer, responseType: 'empty' })
    },
    customer(): Promise<Result<Customer>> {
      return http.get(paths.customer, { schema: customerSchema })
    },
    /**
     * `POST customer`: the buyer corrects their details, sent in upstream's keys; only the keys
     * sent change. Never retried: the answer is the customer as saved.
     */
    updateCustomer(update: CustomerUpdate): Promise<Result<Customer>> {
      return http.post(paths.customer, { schema: customerSchema, json: update, retry: 0 })
    },
    /** `POST customer/{id}/update`: the communications opt-in; answers the customer in `data`. */
    async updateOptIn(id: number, optIn: boolean): Promise<Result<Customer>> {
      const result = await http.post(paths.customerUpdate(id), { schema: customerEnvelopeSchema, json: { optIn } })
      return result.ok ? { ...result, data: result.data.data } : result
    },
    /** `GET settings`: reference data, among them the countries and the lead subjects. */
    settings(): Promise<Result<Settings>> {
      return http.get(paths.settings, { schema: settingsSchema })
    },
    /**
     * `POST leads`, multipart (lib/leads/form-data.ts builds the body). Open to anonymous
     * visitors; never retried, as a second attempt could file the same request twice.
     */
    leads(body: FormData): Promise<Result<LeadResponse>> {
      return http.post(paths.leads, { schema: leadResponseSchema, body, retry: 0 })
    },
    /** `GET addresses/{type}`: the customer's invoicing or delivery addresses, as one list. */
    addresses(type: AddressType): Promise<Result<Address[]>> {
      return http.get(paths.addresses(type), { schema: addressListOfType(type) })
    },
    /** `GET payment/methods?payable=`: the providers that can pay this payable (a cart or a quotation). */
    paymentMethods(payable: string): Promise<Result<PaymentMethods>> {
      return http.get(paths.paymentMethods, { schema: paymentMethodsSchema, query: { payable } })
    },
    /**
     * `POST payment/transactions`: opens a transaction at the provider. Never retried, as a second
     * attempt would open a second transaction for the same payable.
     */
    paymentTransaction(request: PaymentTransactionRequest): Promise<Result<PaymentTransaction>> {
      return http.post(paths.paymentTransactions, { schema: paymentTransactionSchema, json: request, retry: 0 })
    },
    /** `GET delivery_pickups`: a drop-off carrier's relay points, narrowed by part of a name or city when given. */
    deliveryPickups(carrierId: number, name?: string): Promise<Result<Pickup[]>> {
      return http.get(paths.deliveryPickups, {
        schema: pickupListSchema,
        query: { carrier_id: carrierId, name: name?.trim() || undefined },
      })
    },

    // Account area: addresses and contacts
    /** `POST addresses/{type}`: a new address; the payload is built by the address form (docs/product/account.md#address-payload). */
    addressCreate(type: AddressType, payload: AddressPayload): Promise<Result<Address>> {
      return http.post(paths.addresses(type), { schema: addressOfType(type), json: payload })
    },
    addressUpdate(type: AddressType, id: number, payload: AddressPayload): Promise<Result<Address>> {
      return http.post(paths.address(type, id), { schema: addressOfType(type), json: payload })
    },
    addressDelete(type: AddressType, id: number): Promise<Result<null>> {
      return http.del(paths.address(type, id), { schema: noAnswer, responseType: 'empty' })
    },
    /** The contact persons of a manager or a collectivity, as one list. */
    contacts(): Promise<Result<Contact[]>> {
      return http.get(paths.contacts, { schema: contactListSchema })
    },
    /** docs/product/account.md#contacts applies here, for every caller: null fields are left out of the payload. */
    contactCreate(contact: Partial<ContactDraft>): Promise<Result<Contact>> {
      return http.post(paths.contacts, { schema: contactSchema, json: toContactPayload(contact, false) })
    },
    /** docs/product/account.md#contacts: the e-mail of an existing contact is sent blank (the server keeps the one it has). */
    contactUpdate(id: number, contact: Partial<ContactDraft>): Promise<Result<Contact>> {
      return http.post(paths.contact(id), { schema: contactSchema, json: toContactPayload(contact, true) })
    },
    contactDelete(id: number): Promise<Result<null>> {
      return http.del(paths.contact(id), { schema: noAnswer, responseType: 'empty' })
    },
  }
}

export type ShopServerClient = ReturnType<typeof createShopServerClient>

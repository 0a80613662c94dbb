import { DEMO_ACCOUNTS, type DemoAccount } from '../accounts'
import type { DemoContext } from '../context'
import { nextPartnerId } from '../order-system/sequences'
import { listAddresses, saveAddress } from './data/address-store'
import { saveContact } from './data/contacts'
import { countryByCode } from './data/reference'
import { demoAddress, type Address, type Contact } from './shapes'

interface Place {
  name: string
  street: string
  street2?: string
  zip: string
  city: string
  country?: string
  phone?: string
}

interface AccountBook {
  invoicing: Place & { vat: string | null }
  delivery: Place[]
  /** A relay point the buyer used: the carrier only gave its name and town. */
  dropoff: { name: string; zip: string; city: string }
  contacts?: Omit<Contact, 'id'>[]
}

/** Phone numbers are in the ranges ARCEP reserves for fiction; companies, VAT and SIREN numbers are made up. */
const BOOKS: Record<number, AccountBook> = {
  1001: {
    invoicing: {
      name: 'Atelier Martin Rénovation',
      street: '14 rue Paul Bert',
      zip: '69003',
      city: 'Lyon',
      vat: 'FR47812345678',
      phone: '+33 4 99 00 10 01',
    },
    delivery: [
      {
        name: 'Chantier Croix-Rousse',
        street: '22 boulevard de la Croix-Rousse',
        street2: 'Accès par la cour, code 4512',
        zip: '69004',
        city: 'Lyon',
      },
      {
        name: 'Dépôt de Villeurbanne',
        street: '8 rue Francis de Pressensé',
        zip: '69100',
        city: 'Villeurbanne',
        phone: '+33 4 99 00 10 11',
      },
      {
        name: 'Chantier lycée Schœlcher',
        street: '60 boulevard Robert Attuly',
        zip: '97200',
        city: 'Fort-de-France',
        country: 'MQ',
      },
    ],
    dropoff: { name: 'Pressing des Brotteaux', zip: '69006', city: 'Lyon' },
  },
  1002: {
    invoicing: {
      name: 'Groupe Hexagone Services – Agence de Nantes',
      street: '27 boulevard Guist’hau',
      zip: '44000',
      city: 'Nantes',
      vat: 'FR19823456789',
    },
    delivery: [
      {
        name: 'Agence de Nantes – magasin',
        street: '27 boulevard Guist’hau',
        street2: 'Réception des marchandises, porte B',
        zip: '44000',
        city: 'Nantes',
      },
      {
        name: 'Site client CHU Hôtel-Dieu',
        street: '1 place Alexis-Ricordeau',
        street2: 'Service logistique, quai 3',
        zip: '44000',
        city: 'Nantes',
      },
    ],
    dropoff: { name: 'Épicerie Talensac', zip: '44000', city: 'Nantes' },
  },
  1003: {
    invoicing: {
      name: 'Groupe Hexagone Services',
      street: '40 rue Nationale',
      street2: 'Service achats, 3e étage',
      zip: '59000',
      city: 'Lille',
      vat: 'FR19823456789',
      phone: '+33 3 99 00 10 03',
    },
    delivery: [
      {
        name: 'Entrepôt de Lesquin',
        street: '5 rue des Saules',
        street2: 'Zone d’activités du Fretin',
        zip: '59810',
        city: 'Lesquin',
        phone: '+33 3 99 00 10 13',
      },
      { name: 'Agence de Roubaix', street: '15 Grande Rue', zip: '59100', city: 'Roubaix' },
      { name: 'Agence de Lyon Part-Dieu', street: '110 rue Garibaldi', zip: '69003', city: 'Lyon' },
    ],
    dropoff: { name: 'Tabac du Vieux-Lille', zip: '59800', city: 'Lille' },
    contacts: [
      contact(
        'Thomas',
        'Dubois',
        'M.',
        'Chef d’équipe propreté',
        'Veste L, pantalon 44, chaussures 43',
        true,
        'accepted',
      ),
      contact('Amina', 'Diallo', 'Mme', 'Agent d’entretien', 'Blouse M, chaussures 38', false, 'invited'),
      contact('Lucas', 'Petit', 'M.', 'Technicien de maintenance', 'Combinaison XL, chaussures 45', false, 'none'),
    ],
  },
  1004: {
    invoicing: {
      name: 'Commune de Saint-Aubin-sur-Loire',
      street: 'Mairie, 1 place de la Mairie',
      street2: 'Service finances',
      zip: '49250',
      city: 'Saint-Aubin-sur-Loire',
      vat: null,
      phone: '+33 2 99 00 10 04',
    },
    delivery: [
      {
        name: 'Centre technique municipal',
        street: '12 route de Saumur',
        zip: '49250',
        city: 'Saint-Aubin-sur-Loire',
        phone: '+33 2 99 00 10 14',
      },
      {
        name: 'École élémentaire Jules-Ferry',
        street: '5 rue des Écoles',
        zip: '49250',
        city: 'Saint-Aubin-sur-Loire',
      },
      {
        name: 'Restaurant scolaire',
        street: '7 rue des Écoles',
        street2: 'Livraison avant 10 h',
        zip: '49250',
        city: 'Saint-Aubin-sur-Loire',
      },
    ],
    dropoff: { name: 'Maison de la presse de Saumur', zip: '49400', city: 'Saumur' },
    contacts: [
      contact(
        'Marc',
        'Lemoine',
        'M.',
        'Responsable des services techniques',
        'Veste XL, pantalon 46, chaussures 44',
        true,
        'accepted',
      ),
      contact('Isabelle', 'Fontaine', 'Mme', 'ATSEM, école Jules-Ferry', 'Blouse S, sabots 37', false, 'none'),
      contact(
        'Kévin',
        'Marchand',
        'M.',
        'Agent des espaces verts',
        'Veste L, pantalon 42, chaussures 42',
        false,
        'invited',
      ),
      contact('Chantal', 'Robert', 'Mme', 'Agent de restauration scolaire', 'Tunique M, sabots 39', false, 'none'),
    ],
  },
}

function contact(
  firstname: string,
  lastname: string,
  title: string,
  fn: string,
  sizeInfo: string,
  agentManager: boolean,
  authState: Contact['auth_state'],
): Omit<Contact, 'id'> {
  const login = `${firstname}.${lastname}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
  return {
    firstname,
    lastname,
    email: `${login}@exemple.fr`,
    title,
    function: fn,
    phone: null,
    mobile: null,
    size_info: sizeInfo,
    agent_manager: agentManager,
    auth_state: authState,
  }
}

function address(fields: Omit<Partial<Address>, 'country'> & Place & Pick<Address, 'id' | 'address_type'>): Address {
  return demoAddress({ ...fields, country: countryByCode(fields.country ?? 'FR'), lang: 'fr_FR' })
}

async function seedAccount(ctx: DemoContext, account: DemoAccount, book: AccountBook) {
  const customerId = account.customerId
  if ((await listAddresses(ctx, customerId)).length > 0) return

  // The main invoicing address is the customer's own partner record (upstream: the partner itself).
  await saveAddress(
    ctx,
    customerId,
    address({
      ...book.invoicing,
      id: customerId,
      address_type: 'invoicing',
      type: 'invoice',
      email: account.login,
      is_company: true,
      main: true,
      opt_in: account.optIn,
      opt_out: !account.optIn,
      access: { delete: false, update: true },
    }),
  )
  for (const place of book.delivery) {
    const id = await nextPartnerId(ctx)
    await saveAddress(
      ctx,
      customerId,
      address({ ...place, id, address_type: 'delivery', type: 'delivery', access: { delete: true, update: true } }),
    )
  }
  // The carrier owns a relay point's address, so the customer may drop it but not edit it.
  const dropoff = demoAddress({
    id: await nextPartnerId(ctx),
    name: book.dropoff.name,
    address_type: 'delivery',
    street: null,
    zip: book.dropoff.zip,
    city: book.dropoff.city,
    country: countryByCode('FR'),
    is_company: true,
    is_dropoff_site: true,
    access: { delete: true, update: false },
  })
  await saveAddress(ctx, customerId, dropoff)

  for (const person of book.contacts ?? []) {
    await saveContact(ctx, customerId, { id: await nextPartnerId(ctx), ...person })
  }
}

/**
 * Addresses of every demo account (a main invoicing address, delivery addresses, one relay point) and
 * the contact persons of the manager and the collectivity. Accounts that already have addresses are
 * left alone, so running it twice changes nothing.
 */
export async function seedShopServer(ctx: DemoContext): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const book = BOOKS[account.customerId]
    if (book) await seedAccount(ctx, account, book)
  }
}

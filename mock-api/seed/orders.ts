import { newUsFaker } from './faker.ts';
import { createHash, randomUUID } from 'node:crypto';
import type { Order, PartyName } from '../store/model.ts';

const DAY = 86_400_000;

export const TRANSACTION_TYPES = ['Purchase', 'Refinance', 'Home Equity Line of Credit', 'Commercial Purchase', 'New Construction', 'Short Sale'];
export const LENDERS = [
  'Rocket Mortgage',
  'Wells Fargo Home Mortgage',
  'Chase Home Lending',
  'Bank of America',
  'U.S. Bank',
  'Guild Mortgage',
  'loanDepot',
  'Navy Federal Credit Union',
  'PNC Mortgage',
  'Fairway Independent Mortgage',
];
const DOCUMENTS = ['Purchase Contract.pdf', 'Title Commitment.pdf', 'Settlement Statement.pdf', 'Survey.pdf', 'Payoff Letter.pdf', 'Deed.pdf'];
const DISCLOSURES = ['CDF', 'HUD-1', 'ALTA Settlement Statement'];

export interface OrderGeneratorOptions {
  tenantId: number;
  /** File numbers start with this, e.g. "DTE". */
  prefix: string;
  /** Where numbering continues (the next free number). */
  firstNumber?: number;
  seed: number;
  /** Dates are spread around this day. */
  today?: Date;
  /** Use the seeded generator for ids too (deterministic output). */
  deterministicIds?: boolean;
  /**
   * Ids named by this text and the file number (title-cli seed: the same --seed gives the same
   * order URLs, and a second run with that seed, numbered on, gets new ones).
   */
  idNamespace?: string;
}

/** A UUID-shaped id (version 5 layout) from a SHA-256 of the name: the same name, the same id. */
export function namedId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20, 32)}`;
}

/**
 * Realistic orders, deterministic for a seed: plausible addresses, parties, lenders and amounts,
 * closing dates from three months back to four months ahead. Faker fills pools once; each order
 * then only picks from them, which keeps 50,000 orders to seconds.
 */
export function createOrderGenerator(options: OrderGeneratorOptions): () => Order {
  const faker = newUsFaker();
  faker.seed(options.seed);
  const pool = <T>(size: number, make: () => T): T[] => Array.from({ length: size }, make);
  const firstNames = pool(400, () => faker.person.firstName());
  const middleNames = pool(100, () => faker.person.middleName());
  const lastNames = pool(600, () => faker.person.lastName());
  const streets = pool(800, () => faker.location.street());
  const places = pool(300, () => {
    const state = faker.location.state({ abbreviated: true });
    return {
      city: faker.location.city(),
      state,
      county: faker.location.county().replace(/ County$/, ''),
      zip: faker.location.zipCode({ state }).slice(0, 5),
    };
  });
  const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const subdivisions = pool(
    120,
    () =>
      `${capitalized(faker.word.adjective({ length: { min: 4, max: 9 } }))} ${faker.helpers.arrayElement(['Oaks', 'Heights', 'Estates', 'Park', 'Meadows', 'Landing', 'Ridge'])}`,
  );
  const agencyOwners = pool(20, () => faker.person.fullName());
  const dealAgents = pool(60, () => faker.person.fullName());
  const phones = pool(200, () => faker.phone.number({ style: 'national' }));
  const today = options.today ?? new Date();
  const todayDay = Math.floor(today.getTime() / DAY);
  let number = options.firstNumber ?? 1;
  const pick = <T>(items: readonly T[]): T => items[faker.number.int({ min: 0, max: items.length - 1 })] as T;
  const year = today.getUTCFullYear();

  // Kept in memory by the hundred thousand (title-cli seed): dates are shared between orders, and
  // composed text is built with join(), which makes flat strings; a template literal makes a tree
  // of string parts that costs several times the characters.
  const dates = new Map<number, string>();
  const iso = (day: number) => {
    let text = dates.get(day);
    if (text === undefined) {
      text = new Date(day * DAY).toISOString().replace('.000Z', 'Z');
      dates.set(day, text);
    }
    return text;
  };
  const flat = (...parts: (string | number)[]) => parts.join('');

  const party = (): PartyName => ({
    FirstName: pick(firstNames),
    MiddleName: faker.number.int({ min: 0, max: 3 }) === 0 ? pick(middleNames) : '',
    LastName: pick(lastNames),
    Type: 'Individual',
  });

  return () => {
    const place = pick(places);
    const transactionType = pick(TRANSACTION_TYPES);
    const cashClosing = transactionType === 'Refinance' || transactionType === 'Home Equity Line of Credit' || faker.number.int({ min: 0, max: 4 }) > 0 ? 'Finance' : 'Cash';
    const salesPrice = faker.number.int({ min: 300, max: 2400 }) * 500;
    const loanAmount = cashClosing === 'Finance' ? Math.round((salesPrice * faker.number.int({ min: 60, max: 95 })) / 100 / 100) * 100 : 0;
    const closingDay = todayDay + faker.number.int({ min: -90, max: 120 });
    const createdDay = Math.min(todayDay, closingDay - faker.number.int({ min: 15, max: 60 }));
    const seededId = options.deterministicIds ? faker.string.uuid() : null;
    const fileNumber = flat(options.prefix, '-', year, '-', String(number).padStart(5, '0'));
    const id = options.idNamespace !== undefined ? namedId(`${options.idNamespace}:${fileNumber}`) : (seededId ?? randomUUID());
    number += 1;
    const lot = String(faker.number.int({ min: 1, max: 240 }));
    const lender = cashClosing === 'Finance' ? pick(LENDERS) : '';
    const subdivision = pick(subdivisions);
    return {
      id,
      tenantId: options.tenantId,
      createdAt: iso(createdDay),
      updatedAt: iso(createdDay),
      baseOrderDetail: {
        orderGuid: id,
        fileNumber,
        transactionType,
        disclosureType: pick(DISCLOSURES),
        cashClosing,
        salesPrice,
        loanAmount,
        address: flat(faker.number.int({ min: 10, max: 9999 }), ' ', pick(streets)),
        city: place.city,
        state: place.state,
        county: place.county,
        zip: place.zip,
        municipality: place.city,
        subdivision,
        lot,
        parcelId: flat(faker.string.numeric(3), '-', faker.string.numeric(3), '-', faker.string.numeric(3)),
        dealAgentName: pick(dealAgents),
        agencyOwnerName: pick(agencyOwners),
        mobNumOfDealAgent: pick(phones),
        agencyContactNumber: pick(phones),
        closingDate: iso(closingDay),
        disbursementDate: iso(closingDay + faker.number.int({ min: 0, max: 3 })),
        financeInstitute: lender,
        uploadImage: [{ name: pick(DOCUMENTS) }],
        brieflegal: flat('Lot ', lot, ', ', subdivision, ', ', place.county, ' County'),
        lenderName: lender,
        loanNumber: cashClosing === 'Finance' ? faker.string.numeric(10) : '',
        seller: [party(), ...(faker.number.int({ min: 0, max: 2 }) === 0 ? [party()] : [])],
        buyer: [party(), ...(faker.number.int({ min: 0, max: 1 }) === 0 ? [party()] : [])],
      },
    };
  };
}

export function generateOrders(count: number, options: OrderGeneratorOptions): Order[] {
  const next = createOrderGenerator(options);
  return Array.from({ length: count }, next);
}

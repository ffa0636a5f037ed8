import { sealAccount } from '../payees/account-vault.ts';
import type { Order, PayeeRecord } from '../store/model.ts';
import type { SeedPerson } from './checklists.ts';

const DAY = 86_400_000;

/** A number from 0 to 1 from a text: the same file, the same payees on every run. */
function chance(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return (hash >>> 0) / 4294967296;
}

const BANKS: [string, string][] = [
  ['JPMorgan Chase Bank', '021000021'],
  ['Bank of America', '026009593'],
  ['Wells Fargo Bank', '121000248'],
  ['Frost Bank', '114000093'],
  ['U.S. Bank', '091000022'],
];

/**
 * The payees of a seeded file that is settling now (closing from a month ago to six weeks ahead):
 * the seller's proceeds and the payoff lender by wire, the commission and recording fees by check.
 * Made-up account numbers, sealed as the API seals them; about two wires in three verified, each
 * by another person than the one who entered it.
 */
export function seededPayees(order: Order, people: readonly SeedPerson[], vaultKey: string, now = new Date()): PayeeRecord[] {
  const closing = Date.parse(String(order.baseOrderDetail.closingDate ?? ''));
  if (Number.isNaN(closing) || closing < now.getTime() - 30 * DAY || closing > now.getTime() + 45 * DAY || people.length === 0) return [];
  const detail = order.baseOrderDetail;
  const price = Number(detail.salesPrice ?? 0) || 300_000;
  const loan = Number(detail.loanAmount ?? 0);
  const sellers = Array.isArray(detail.seller) ? (detail.seller as { FirstName?: string; LastName?: string }[]) : [];
  const seller = sellers[0] ? `${sellers[0].FirstName ?? ''} ${sellers[0].LastName ?? ''}`.trim() : 'Seller';
  const enterer = people[Math.floor(chance(`${order.id}:enter`) * people.length)] as SeedPerson;
  const other = people.find((person) => person.id !== enterer.id) ?? null;
  const at = new Date(closing - 5 * DAY).toISOString();
  const wire = (key: string, name: string, role: string, amount: number): PayeeRecord => {
    const [bankName, routingNumber] = BANKS[Math.floor(chance(`${order.id}:${key}:bank`) * BANKS.length)] as [string, string];
    const account = String(Math.floor(chance(`${order.id}:${key}:account`) * 9e11) + 1e11);
    const verified = other !== null && chance(`${order.id}:${key}:verified`) < 0.66;
    return {
      id: `${order.id}-p-${key}`,
      tenantId: order.tenantId,
      orderGuid: order.id,
      name,
      role,
      amount: Math.round(amount * 100) / 100,
      method: 'wire',
      wire: { bankName, routingNumber, accountSealed: sealAccount(vaultKey, account), accountLast4: account.slice(-4), beneficiaryName: name, reference: `File ${String(detail.fileNumber ?? '')}`, contactPhone: '' },
      enteredBy: { userId: enterer.id, name: enterer.name },
      changedBy: { userId: enterer.id, name: enterer.name },
      changedAt: at,
      verification: verified && other ? { method: 'call-back', numberCalled: '(800) 555-0142', note: "Bank's published number", by: { userId: other.id, name: other.name }, at } : null,
      createdAt: at,
      version: verified ? 1 : 0,
    };
  };
  const check = (key: string, name: string, role: string, amount: number): PayeeRecord => ({ ...wire(key, name, role, amount), method: 'check', wire: null, verification: null, version: 0 });
  return [
    wire('seller', seller, 'Seller proceeds', Math.max(1000, price - loan * 0.5 - price * 0.07)),
    ...(detail.cashClosing === 'Finance' ? [wire('payoff', String(detail.lenderName || 'Payoff lender'), 'Payoff lender', Math.max(1000, price * 0.4))] : []),
    check('commission', 'Listing brokerage', 'Real estate commission', price * 0.03),
    check('recording', 'County clerk', 'Recording fees', 186),
  ];
}

/**
 * Disbursement waits for verified wires (docs/payees.md): a seeded file with a wire nobody verified
 * has its "Disburse the funds" item, and the steps after it, still open.
 */
export function holdDisbursements<T extends { orderGuid: string; disbursement: boolean; status: 'open' | 'done'; doneBy: string | null; doneById: string | null; doneAt: string | null }>(tasks: T[], payees: readonly PayeeRecord[]): T[] {
  const waiting = new Set(payees.filter((payee) => payee.method === 'wire' && payee.verification === null).map((payee) => payee.orderGuid));
  return tasks.map((task) => (task.disbursement && task.status === 'done' && waiting.has(task.orderGuid) ? { ...task, status: 'open' as const, doneBy: null, doneById: null, doneAt: null } : task));
}

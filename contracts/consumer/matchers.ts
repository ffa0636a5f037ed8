import { MatchersV3 } from '@pact-foundation/pact';
import { CASH_CLOSING, PARTY_TYPES, TRANSACTION_TYPES } from '../../src/orders/order-schemas.ts';
import type { OrderDetail } from '../../src/orders/order-schemas.ts';
import { pactExamples } from '../pact-names.ts';

const { like, eachLike, regex, integer, atLeastLike } = MatchersV3;

/**
 * Anchored matchers. Pact's regex matcher finds a match anywhere in the value (pact-js's own
 * uuid() is unanchored), so "x-<uuid>-y" would pass; every pattern here is ^...$.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
/** The API's date-times: ISO 8601 in UTC, as the date pickers read them (not 02/18/2027). */
export const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
export const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';

export const anchoredUuid = (example: string) => regex(UUID_PATTERN, example);
export const isoDateTime = (example: string) => regex(ISO_DATE_TIME, example);
export const isoDate = (example: string) => regex(ISO_DATE, example);
/** One of a fixed list, e.g. the enumerations the order form's selects offer. */
export const oneOf = (values: readonly string[], example: string) => regex(`^(${values.map(escape).join('|')})$`, example);

/** An order detail as the order screen reads it: every date, enumeration and id matched by its format. */
export function orderDetailMatcher(detail: OrderDetail) {
  return {
    // Free text (names, numbers, notes) by type; the fields below by their format.
    ...Object.fromEntries(Object.entries(detail).filter(([name]) => name !== 'uploadImage').map(([name, value]) => [name, like(value)])),
    transactionType: oneOf(TRANSACTION_TYPES, detail.transactionType),
    cashClosing: oneOf(CASH_CLOSING, detail.cashClosing),
    state: regex('^[A-Z]{2}$', detail.state),
    zip: regex('^\\d{5}(-\\d{4})?$', detail.zip),
    closingDate: isoDateTime(String(detail.closingDate)),
    disbursementDate: isoDateTime(String(detail.disbursementDate)),
    orderGuid: anchoredUuid(String(detail.orderGuid)),
    buyer: eachLike(partyMatcher(detail.buyer[0])),
    seller: eachLike(partyMatcher(detail.seller[0])),
  };
}

function partyMatcher(party: OrderDetail['buyer'][number] | undefined) {
  const example = party ?? { FirstName: 'Ana', MiddleName: '', LastName: 'Reyes', Type: 'Individual' as const };
  return {
    FirstName: like(example.FirstName),
    MiddleName: like(example.MiddleName),
    LastName: like(example.LastName),
    Type: oneOf(PARTY_TYPES, String(example.Type)),
  };
}

/** The parts of a file a history entry can be about. */
export const FILE_SECTIONS = ['order', 'parties', 'commitment', 'letters', 'documents', 'checklist', 'payees'];

/**
 * One entry of a file's history as the app reads it (src/activity/history-entry.ts): the history
 * list's entries and the live feed's changes have this shape.
 */
export function historyEntryMatcher(example: { id: string; n: number; hash: string }) {
  return {
    id: like(example.id),
    n: integer(example.n),
    orderGuid: like(pactExamples.orderGuid),
    at: isoDateTime('2026-11-25T15:04:05.000Z'),
    actor: { userId: like('u-riley'), name: like('Riley Chen') },
    // `claimed` (what the client said it was) is optional, so it stays out of the template.
    via: oneOf(['screen', 'api', 'cli'], 'api'),
    section: oneOf(FILE_SECTIONS, 'order'),
    action: like('changed'),
    summary: like('changed Sales Price'),
    // Each changed value's `before` and `after` may be any JSON (text, an amount, a list of parties):
    // Pact V3 cannot say "any type", so they stay out of the template. An upload has no values.
    changes: atLeastLike({ path: like('salesPrice'), label: like('Sales Price') }, 0, 1),
    hash: regex('^[0-9a-f]{64}$', example.hash),
  };
}

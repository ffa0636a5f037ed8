import type { HistoryEntry } from './history-entry.ts';

/**
 * For the area's tests: the n-th entry of a file's history, a change of the sales price by Riley
 * (or by the user given), as the server sends it.
 */
export const testEntry = (n: number, userId = 'u-riley'): HistoryEntry => ({
  id: `1.${n}`,
  n,
  orderGuid: 'order-1',
  at: '2026-11-25T10:00:00.000Z',
  actor: { userId, name: userId === 'u-riley' ? 'Riley Chen' : 'Dana Agent' },
  via: 'screen',
  section: 'order',
  action: 'changed',
  summary: 'changed Sales Price',
  changes: [{ path: 'salesPrice', label: 'Sales Price', before: 1, after: n }],
  hash: `hash-${n}`,
});

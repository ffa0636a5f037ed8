import type { OrderDetail } from './order-schemas.ts';

/** The order's two lists of people; each person in them changes on their own. */
export const PARTY_FIELDS: ReadonlySet<keyof OrderDetail> = new Set<keyof OrderDetail>(['buyer', 'seller']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Buyers and sellers conflict per person, not over the whole list: the agent's changes to some
 * people and a colleague's to others, made on the same `base`, are merged. Added people are kept
 * from whichever side added them (one side only). Null when both changed the same person
 * differently, or both added or removed people: then the agent chooses.
 */
export function mergeParties<T>(base: readonly T[], mine: readonly T[], theirs: readonly T[]): T[] | null {
  const shared = base.length;
  if (mine.length < shared || theirs.length < shared) return null;
  if (mine.length > shared && theirs.length > shared) return null;
  const merged: T[] = [];
  for (let index = 0; index < shared; index += 1) {
    const mineChanged = !same(mine[index], base[index]);
    const theirsChanged = !same(theirs[index], base[index]);
    if (mineChanged && theirsChanged && !same(mine[index], theirs[index])) return null;
    merged.push((mineChanged ? mine[index] : theirs[index]) as T);
  }
  return [...merged, ...mine.slice(shared), ...theirs.slice(shared)];
}

import type { TaskRecord } from '../store/model.ts';
import { byDue } from './checklists.ts';

/**
 * The first `count` items by due date (byDue), without sorting them all: a person with 200,000
 * open items (a seeded demo agency) made My work sort every one of them for its first 200. Each
 * item is compared with the largest kept; in a list in no particular order few are kept, so this
 * is close to one pass.
 */
export function firstByDue(items: readonly TaskRecord[], count: number): TaskRecord[] {
  if (items.length <= count) return [...items].sort(byDue);
  const kept: TaskRecord[] = [];
  for (const item of items) {
    const last = kept[kept.length - 1];
    if (kept.length === count && last !== undefined && byDue(item, last) >= 0) continue;
    // Binary search for its place among the kept, then drop the largest if over.
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (byDue(kept[middle] as TaskRecord, item) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

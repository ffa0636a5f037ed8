import type { Draft } from './drafts-slice.ts';

type Values = Record<string, unknown>;

/** Values compare as they would be sent: two empty lists or two equal objects are the same. */
export function sameValue(left: unknown, right: unknown): boolean {
  return left === right || JSON.stringify(left) === JSON.stringify(right);
}

/**
 * The draft of `values` against what is saved (`baseline`): every field that differs, with the
 * saved value the agent started from (kept from the earlier draft while they go on typing). A
 * form that has worked out which fields differ already (order entry) passes them as `unsaved`.
 */
export function draftOf(values: Values, baseline: Values, earlier: Draft | undefined, unsaved?: ReadonlySet<string>): Draft {
  const draft: Draft = {};
  for (const [field, value] of Object.entries(values)) {
    if (unsaved ? !unsaved.has(field) : sameValue(value, baseline[field])) continue;
    draft[field] = { base: earlier?.[field] ? earlier[field].base : baseline[field], mine: value };
  }
  return draft;
}

export interface RestoredDraft {
  /** The values to show: what is saved now, with the agent's unsaved changes on top. */
  values: Values;
  /** The fields given back. */
  restored: string[];
  /** Of those, the ones a colleague saved another value into since the agent started. */
  changedSince: string[];
}

/**
 * Puts a draft back on what is saved now. A field saved meanwhile with the agent's own value is
 * done; one a colleague changed since is still given back (it is the agent's work) but named, so
 * the agent looks before saving over it.
 */
export function restoreDraft(draft: Draft, baseline: Values, current: Values = baseline): RestoredDraft {
  const values: Values = { ...current };
  const restored: string[] = [];
  const changedSince: string[] = [];
  for (const [field, { base, mine }] of Object.entries(draft)) {
    if (!(field in baseline) || sameValue(baseline[field], mine)) continue;
    values[field] = mine;
    restored.push(field);
    if (!sameValue(baseline[field], base)) changedSince.push(field);
  }
  return { values, restored, changedSince };
}

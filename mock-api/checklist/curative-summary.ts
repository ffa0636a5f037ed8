import type { FieldChange, TaskRecord } from '../store/model.ts';

/** The checklist's history entry for a change of the B-I requirements: items added, renamed and removed. */
export function curativeSummary(curative: { put: readonly TaskRecord[]; removed: readonly TaskRecord[] }): { action: string; summary: string; changes: FieldChange[] } | null {
  const added = curative.put.filter((task) => task.version === 0);
  const renamed = curative.put.filter((task) => task.version > 0);
  if (added.length + renamed.length + curative.removed.length === 0) return null;
  const parts = [
    added.length > 0 ? `added ${added.length} curative item${added.length === 1 ? '' : 's'}` : '',
    renamed.length > 0 ? `renamed ${renamed.length}` : '',
    curative.removed.length > 0 ? `removed ${curative.removed.length}` : '',
  ].filter(Boolean);
  const changes: FieldChange[] = [
    ...added.map((task) => ({ path: `checklist/${task.id}`, label: task.title, before: null, after: 'open' })),
    ...renamed.map((task) => ({ path: `checklist/${task.id}/title`, label: 'Curative item', before: null, after: task.title })),
    ...curative.removed.map((task) => ({ path: `checklist/${task.id}`, label: task.title, before: task.status, after: null })),
  ];
  return { action: added.length > 0 && parts.length === 1 ? 'added' : curative.removed.length > 0 && parts.length === 1 ? 'removed' : 'changed', summary: parts.join(', '), changes };
}

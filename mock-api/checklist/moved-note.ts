import type { FieldChange, TaskRecord } from '../store/model.ts';

/**
 * The one history entry for checklist items that moved with a file's date: how many, from which
 * date, and each item's due date before and after. Null when nothing moved.
 */
export function movedNote(before: readonly TaskRecord[], after: readonly TaskRecord[]): { action: string; summary: string; changes: FieldChange[] } | null {
  if (after.length === 0) return null;
  const anchors = [...new Set(after.map((task) => task.dueRule?.anchor).filter((anchor) => anchor !== undefined))];
  const dates = anchors.map((anchor) => (anchor === 'opened' ? 'opening' : anchor)).join(' and ');
  const changes = after.map((task, index) => ({ path: `checklist/${task.id}/due`, label: `${task.title}: due`, before: before[index]?.due ?? null, after: task.due }));
  return { action: 'moved', summary: `moved ${after.length} checklist item${after.length === 1 ? '' : 's'} with the ${dates} date`, changes };
}

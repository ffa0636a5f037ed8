import type { TaskRecord } from '../store/model.ts';

/** A checklist item as the API answers it: everything but the agency's id. */
export type TaskView = Omit<TaskRecord, 'tenantId'>;

export function taskView(task: TaskRecord): TaskView {
  const { tenantId: _tenantId, ...view } = task;
  return view;
}

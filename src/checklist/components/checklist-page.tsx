import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectOpenOrder } from '../../orders/index.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import type { ChecklistItem } from '../checklist-api.ts';
import { checklistRequested, itemAddRequested, itemChangeRequested, selectChecklist } from '../checklist-slice.ts';
import { WAITING_ON_CHOICES } from '../waiting-on.ts';
import { isOverdue } from '../due-text.ts';
import { AddItemForm } from './add-item-form.tsx';
import { ChecklistRow } from './checklist-row.tsx';
import { MilestoneProgress } from './milestone-progress.tsx';
import { useToday } from './use-today.ts';

/** Overdue items first (soonest first), then the rest in the checklist's order. */
export function checklistOrder(items: readonly ChecklistItem[], today: string): ChecklistItem[] {
  const overdue = items.filter((item) => isOverdue(item, today)).sort((a, b) => (a.due ?? '').localeCompare(b.due ?? '') || a.position - b.position);
  return [...overdue, ...items.filter((item) => !isOverdue(item, today))];
}

/** A file's checklist: its steps and curative items, ticked, assigned and rescheduled here. */
export function ChecklistPage() {
  const { orderGuid = '' } = useParams();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenOrder);
  const { file, saving, problems, adding } = useAppSelector(selectChecklist);
  const today = useToday();

  useEffect(() => {
    dispatch(checklistRequested({ orderGuid }));
  }, [dispatch, orderGuid]);

  const data = file.orderGuid === orderGuid ? file.data : null;
  const ordered = useMemo(() => (data ? checklistOrder(data.items, today) : []), [data, today]);
  if (!open) return null;
  const place = [open.detail.address, open.detail.city, [open.detail.state, open.detail.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const overdue = ordered.filter((item) => isOverdue(item, today)).length;
  const openCount = ordered.filter((item) => item.status === 'open').length;

  return (
    <section className="page checklist-page" aria-labelledby="checklist-title">
      <PageHead title="Checklist" titleId="checklist-title" eyebrow={`File ${open.detail.fileNumber}`} lead={<p className="page__lead">{place}</p>} />
      {file.status === 'loading' && !data && <PageLoading what="Loading the checklist…" />}
      {file.status === 'failed' && !data && <Alert message={file.error} />}
      {data && (
        <>
          <MilestoneProgress items={data.items} />
          <p className="checklist-summary" role="status">
            {openCount === 0 ? 'Every item is done.' : `${openCount} open ${openCount === 1 ? 'item' : 'items'}${overdue > 0 ? `, ${overdue} overdue` : ''}.`}
          </p>
          <Alert message={file.error} />
          <ul className="checklist card" aria-label={`Checklist of file ${open.detail.fileNumber}`}>
            {ordered.map((item) => (
              <ChecklistRow
                key={item.id}
                item={item}
                today={today}
                people={data.people}
                waitingOnChoices={WAITING_ON_CHOICES}
                saving={saving[item.id] === true}
                problem={problems[item.id] ?? null}
                onChange={(patch, basedOn) => dispatch(itemChangeRequested({ item, patch, basedOn }))}
              />
            ))}
          </ul>
          <AddItemForm
            key={adding.added}
            people={data.people}
            saving={adding.status === 'saving'}
            error={adding.error}
            onAdd={(task) => dispatch(itemAddRequested({ orderGuid, task }))}
          />
        </>
      )}
    </section>
  );
}

import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { paths } from '../../config/paths.ts';
import { checklistRequested, selectChecklist } from '../checklist-slice.ts';

/**
 * The open file's progress through its milestones, in its header on every page of the file, a way
 * into its checklist: "Milestones 3 of 6 · Next: Clear to close". It fetches the file's checklist
 * (kept for the Checklist page, and followed live from then on).
 */
export function FileProgress({ orderGuid }: { orderGuid: string }) {
  const dispatch = useAppDispatch();
  const { file } = useAppSelector(selectChecklist);
  // The Checklist page shows the milestones itself, with their steps.
  const onChecklist = useLocation().pathname.endsWith('/checklist');
  useEffect(() => {
    dispatch(checklistRequested({ orderGuid, quiet: true }));
  }, [dispatch, orderGuid]);
  const items = file.orderGuid === orderGuid ? file.data?.items : undefined;
  const milestones = items?.filter((item) => item.milestone) ?? [];
  if (milestones.length === 0 || onChecklist) return null;
  const done = milestones.filter((item) => item.status === 'done').length;
  const next = milestones.find((item) => item.status === 'open');
  return (
    <p className="file-progress">
      <Link to={paths.checklist(orderGuid)} className="file-progress__link">
        Milestones {done} of {milestones.length}
      </Link>
      <span className="file-progress__bar" aria-hidden="true">
        <span style={{ width: `${Math.round((done / milestones.length) * 100)}%` }} />
      </span>
      {next && <span className="file-progress__next">Next: {next.title}</span>}
    </p>
  );
}

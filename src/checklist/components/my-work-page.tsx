import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectUserInfo } from '../../auth/index.ts';
import { paths } from '../../config/paths.ts';
import { isAgencyAdmin } from '../../lib/auth-token.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import type { ChecklistItem, MyWork, WorkGroup } from '../checklist-api.ts';
import { itemChangeRequested, myWorkFiltersChanged, myWorkLeft, myWorkOpened, myWorkPersonChosen, reassignRequested, selectChecklist } from '../checklist-slice.ts';
import { WAITING_ON_CHOICES } from '../waiting-on.ts';
import { ChecklistRow } from './checklist-row.tsx';
import { useToday } from './use-today.ts';

export const GROUP_TITLES: Record<WorkGroup, string> = { overdue: 'Overdue', today: 'Today', thisWeek: 'This week', later: 'Later' };
const GROUPS = Object.keys(GROUP_TITLES) as WorkGroup[];

/**
 * My work: the signed-in person's open checklist items across every file, grouped by when they are
 * due, filtered by file and by whom they wait on, completed from here. An administrator looks at
 * anyone's and hands it to someone else, an item or all of it (someone is out sick).
 */
export function MyWorkPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const { work, saving, problems } = useAppSelector(selectChecklist);
  const today = useToday();
  const admin = isAgencyAdmin(user);
  const filterId = useId();

  useEffect(() => {
    dispatch(myWorkOpened({ person: null }));
    return () => {
      dispatch(myWorkLeft());
    };
  }, [dispatch]);

  const data = work.data;
  const someoneElse = data !== null && user !== null && data.person.email !== user.email;
  return (
    <section className="page my-work-page" aria-labelledby="my-work-title">
      <PageHead title="My work" titleId="my-work-title" lead={<p className="page__lead">{data ? (someoneElse ? `${data.person.name}'s open items across every file.` : 'Your open items across every file.') : 'Open items across every file.'}</p>} />
      <div className="work-toolbar card" role="group" aria-label="Whose work, and which">
        {admin && data && data.people.length > 0 && (
          <div className="field">
            <label className="field__label" htmlFor={`${filterId}-person`}>
              Person
            </label>
            <select id={`${filterId}-person`} className="field__input" value={data.person.id} onChange={(event) => dispatch(myWorkPersonChosen(event.target.value))}>
              {data.people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${filterId}-file`}>
            File number
          </label>
          <input id={`${filterId}-file`} className="field__input" maxLength={40} value={work.filters.file} placeholder="All files" onChange={(event) => dispatch(myWorkFiltersChanged({ ...work.filters, file: event.target.value }))} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${filterId}-waiting`}>
            Waiting on
          </label>
          <select id={`${filterId}-waiting`} className="field__input" value={work.filters.waitingOn} onChange={(event) => dispatch(myWorkFiltersChanged({ ...work.filters, waitingOn: event.target.value }))}>
            <option value="">Anyone</option>
            {WAITING_ON_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
      </div>
      {admin && data && data.total > 0 && <ReassignAll data={data} onReassign={(to, toName) => dispatch(reassignRequested({ from: data.person.id, to, toName }))} />}
      {work.notice && (
        <p className="work-notice" role="status">
          {work.notice}
        </p>
      )}
      <Alert message={work.error} />
      {work.status === 'loading' && !data && <PageLoading what="Loading your work…" />}
      {data && (
        <>
          <p className="work-summary" role="status">
            {GROUPS.map((group) => `${data.counts[group]} ${GROUP_TITLES[group].toLowerCase()}`).join(' · ')}
          </p>
          {GROUPS.map((group) => (
            <WorkGroupList
              key={group}
              group={group}
              items={data.groups[group]}
              count={data.counts[group]}
              today={today}
              saving={saving}
              problems={problems}
              people={admin ? data.people : []}
              onChange={(item, patch, basedOn) => dispatch(itemChangeRequested({ item, patch, basedOn }))}
            />
          ))}
        </>
      )}
    </section>
  );
}

function WorkGroupList({ group, items, count, today, saving, problems, people, onChange }: {
  group: WorkGroup;
  /** An administrator's colleagues, to give one item to; empty for an agent (who only ticks). */
  people: MyWork['people'];
  items: ChecklistItem[];
  count: number;
  today: string;
  saving: Record<string, boolean>;
  problems: Record<string, string>;
  onChange: (item: ChecklistItem, patch: Parameters<typeof itemChangeRequested>[0]['patch'], basedOn?: number) => void;
}) {
  const headingId = useId();
  return (
    <section className={`work-group work-group--${group}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="work-group__title">
        {GROUP_TITLES[group]} <span className="work-group__count">({count})</span>
      </h2>
      {items.length === 0 ? (
        <p className="work-group__empty">Nothing {group === 'overdue' ? 'overdue' : group === 'later' ? 'later' : `due ${GROUP_TITLES[group].toLowerCase()}`}.</p>
      ) : (
        <ul className="checklist card">
          {items.map((item) => (
            <ChecklistRow
              key={item.id}
              item={item}
              today={today}
              people={people}
              waitingOnChoices={WAITING_ON_CHOICES}
              saving={saving[item.id] === true}
              problem={problems[item.id] ?? null}
              editable={people.length > 0}
              showAssignee={false}
              onChange={(patch, basedOn) => onChange(item, patch, basedOn)}
              context={
                <Link className="checklist-row__file" to={paths.checklist(item.orderGuid)}>
                  File {item.fileNumber}
                </Link>
              }
            />
          ))}
        </ul>
      )}
      {count > items.length && <p className="work-group__more">Showing the first {items.length} of {count}: filter by file or waiting on to see the rest.</p>}
    </section>
  );
}

/** An administrator hands every open item of the person shown to a colleague. */
function ReassignAll({ data, onReassign }: { data: MyWork; onReassign: (to: string | null, toName: string) => void }) {
  const id = useId();
  const others = data.people.filter((person) => person.id !== data.person.id);
  const [to, setTo] = useState(others[0]?.id ?? '');
  return (
    <form
      className="work-reassign"
      onSubmit={(event) => {
        event.preventDefault();
        const person = others.find((candidate) => candidate.id === to);
        onReassign(person?.id ?? null, person?.name ?? 'nobody');
      }}
    >
      <label className="field__label" htmlFor={`${id}-to`}>
        Give all {data.total} open items of {data.person.name} to
      </label>
      <div className="work-reassign__row">
        <select id={`${id}-to`} className="field__input" value={to} onChange={(event) => setTo(event.target.value)}>
          {others.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
          <option value="">Nobody (unassigned)</option>
        </select>
        <button type="submit" className="button button--outline">
          Reassign all
        </button>
      </div>
    </form>
  );
}

import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard.tsx';
import { DraftNotice, useDraft } from '../../drafts/index.ts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { FocusableButton } from '../../ui/focusable-button.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { ScheduleBPart } from '../commitment-api.ts';
import { type ScheduleBItem } from '../commitment-schemas.ts';
import { libraryRequested, scheduleBConflicted, scheduleBReplaced, scheduleBSaveRequested, scheduleBTheirsKept } from '../commitment-slice.ts';
import { SaveStateLabel } from '../../ui/save-state-label.tsx';
import { StaleSaveNotice } from './stale-save-notice.tsx';
import { Heading, Loading, useCommitment } from './commitment-frame.tsx';
import { TheirItems, trimmed } from './their-items.tsx';

const partTitles: Record<ScheduleBPart, { title: string; singular: string; schedule: string }> = {
  requirements: { title: 'Requirements', singular: 'requirement', schedule: 'Schedule B-I' },
  exceptions: { title: 'Exceptions', singular: 'exception', schedule: 'Schedule B-II' },
};

/** A Schedule B list not saved yet is kept as a draft and given back when the page opens again. */
function ScheduleBDraft({
  draftKey,
  items,
  saved,
  title,
  paused,
  onRestore,
}: {
  draftKey: string;
  items: ScheduleBItem[];
  saved: ScheduleBItem[];
  title: string;
  paused: boolean;
  onRestore: (items: ScheduleBItem[]) => void;
}) {
  const values = useMemo(() => ({ items }), [items]);
  const baseline = useMemo(() => ({ items: saved }), [saved]);
  const { restore, discard, dismiss } = useDraft({
    draftKey,
    values,
    baseline,
    paused,
    apply: (restored) => onRestore(restored.items as ScheduleBItem[]),
  });
  return (
    <DraftNotice
      restore={restore}
      labelOf={() => `the ${title.toLowerCase()}`}
      next={`Save the ${title.toLowerCase()} to keep them.`}
      onDiscard={discard}
      onDismiss={dismiss}
    />
  );
}

/** Schedule B-I or B-II: picked from the library or typed, reordered, edited, removed, then saved. */
export function ScheduleBPage({ part }: { part: ScheduleBPart }) {
  const dispatch = useAppDispatch();
  const { commitment, detail, orderGuid, ready } = useCommitment();
  const saved = commitment[part];
  // The agent's edits belong to one order's list: opened on another order (or part), the page
  // shows that list, never carries these over to be saved into it.
  const listKey = `${part}:${orderGuid}`;
  const [edits, setEdits] = useState<{ listKey: string; items: ScheduleBItem[] } | null>(null);
  const items = edits?.listKey === listKey ? edits.items : null;
  const setItems = (next: ScheduleBItem[] | null) => setEdits(next === null ? null : { listKey, items: next });
  const [search, setSearch] = useState('');
  const [custom, setCustom] = useState('');
  const searchId = useId();
  const customId = useId();
  const names = partTitles[part];

  useEffect(() => {
    dispatch(libraryRequested(part));
  }, [dispatch, part]);

  // A colleague's save of this list, arrived live: taken in place when the agent has not changed
  // the list, otherwise the same choice as a refused save (keep theirs, or save mine over it).
  const elsewhere = commitment.scheduleBElsewhere[part];
  const seenElsewhere = useRef(elsewhere.revision);
  const untouched = items === null || JSON.stringify(trimmed(items)) === JSON.stringify(saved.items);
  const untouchedNow = useRef(untouched);
  useEffect(() => {
    untouchedNow.current = untouched;
  });
  useEffect(() => {
    if (seenElsewhere.current === elsewhere.revision) return;
    seenElsewhere.current = elsewhere.revision;
    if (untouchedNow.current) {
      setEdits(null);
      dispatch(scheduleBReplaced({ part, theirs: elsewhere.theirs, version: elsewhere.version }));
    } else {
      dispatch(scheduleBConflicted({ part, theirs: elsewhere.theirs, version: elsewhere.version, by: elsewhere.by }));
    }
  }, [elsewhere, dispatch, part]);

  if (!ready || !detail) return <Loading error={commitment.error} />;
  const list = items ?? saved.items;
  // Compared as they would be saved (trimmed), so spaces at the end are not "unsaved changes".
  const changed = items !== null && JSON.stringify(trimmed(items)) !== JSON.stringify(saved.items);
  const library = commitment.libraries[part];
  const needle = search.trim().toLowerCase();
  const listed = new Set(list.map((item) => item.code).filter((code) => code !== ''));
  const matches = library.filter((entry) => needle === '' || `${entry.code} ${entry.description}`.toLowerCase().includes(needle)).slice(0, 20);
  const update = (next: ScheduleBItem[]) => setItems(next);
  // Keyboard focus follows the line a button acted on, once the list has rendered.
  const focusAfterRender = (id: string) => window.requestAnimationFrame(() => document.getElementById(id)?.focus());
  const move = (index: number, offset: number) => {
    const next = [...list];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + offset, 0, item);
    update(next);
    focusAfterRender(`${part}-${index + offset}-${offset < 0 ? 'up' : 'down'}`);
  };
  const remove = (index: number) => {
    update(list.filter((_, position) => position !== index));
    // The next line's Remove, or the previous one's at the end, or the list's heading when it is empty.
    focusAfterRender(list.length === 1 ? `${part}-list` : `${part}-${Math.min(index, list.length - 2)}-remove`);
  };

  return (
    <section className="page" aria-labelledby="schedule-b-heading">
      <UnsavedChangesGuard when={changed} what={`the ${names.title.toLowerCase()}`} />
      <ScheduleBDraft
        draftKey={`schedule-b:${part}:${orderGuid}`}
        items={trimmed(list)}
        saved={saved.items}
        title={names.title}
        paused={saved.save.state === 'saving' || saved.save.state === 'waiting'}
        onRestore={setItems}
      />
      <Heading detail={detail} title={`${names.schedule}: ${names.title}`} />
      <h2 id="schedule-b-heading" className="visually-hidden">
        {names.title} of file {detail.fileNumber}
      </h2>
      <div className="schedule-b">
        <section className="card panel" aria-labelledby={`${part}-list`}>
          <div className="schedule-b__head">
            <h3 id={`${part}-list`} className="panel__title" tabIndex={-1}>
              {names.title} ({list.length})
            </h3>
            <div className="schedule-b__save">
              {/* A failed save says why (and keeps the list); otherwise a changed list says it is unsaved. */}
              {changed && saved.save.state !== 'conflict' && saved.save.state !== 'failed' && saved.save.state !== 'waiting' ? <span className="save-state">Unsaved changes</span> : <SaveStateLabel save={saved.save} />}
              <FocusableButton
                className="button button--primary"
                unavailable={!changed || saved.save.state === 'saving' || saved.save.state === 'waiting' || saved.save.state === 'conflict' || list.some((item) => item.text.trim() === '')}
                onClick={() => dispatch(scheduleBSaveRequested({ orderGuid, part, items: trimmed(list), version: commitment.versions[part] }))}
              >
                Save {names.title.toLowerCase()}
              </FocusableButton>
            </div>
          </div>
          {saved.save.state === 'conflict' && (
            <StaleSaveNotice
              what={`the ${names.title.toLowerCase()}`}
              theirs={<TheirItems items={saved.save.theirs as ScheduleBItem[]} />}
              onKeepTheirs={() => {
                setItems(null);
                dispatch(scheduleBTheirsKept(part));
              }}
              onKeepMine={() => {
                const save = saved.save;
                if (save.state === 'conflict') dispatch(scheduleBSaveRequested({ orderGuid, part, items: trimmed(list), version: save.version }));
              }}
            />
          )}
          {list.length === 0 ? (
            <p className="panel__muted">No {names.title.toLowerCase()} yet. Add them from the library or type your own.</p>
          ) : (
            <ol className="schedule-b__list">
              {list.map((item, index) => (
                <li key={index} className="schedule-b__item">
                  <span className="schedule-b__number" aria-hidden="true">
                    {index + 1}.
                  </span>
                  <div className="schedule-b__body">
                    {item.code && <span className="badge badge--finance">{item.code}</span>}
                    {/* A saved requirement is also a checklist item: satisfied here is done there, and the reverse. */}
                    {part === 'requirements' && item.satisfied !== undefined && (
                      <label className="schedule-b__satisfied">
                        <input
                          type="checkbox"
                          checked={item.satisfied}
                          onChange={(event) => update(list.map((entry, position) => (position === index ? { ...entry, satisfied: event.target.checked } : entry)))}
                        />{' '}
                        Satisfied on the checklist
                      </label>
                    )}
                    <label className="visually-hidden" htmlFor={`${part}-${index}`}>
                      {names.singular} {index + 1}
                    </label>
                    <textarea
                      id={`${part}-${index}`}
                      className="field__input field__textarea"
                      rows={3}
                      value={item.text}
                      onChange={(event) => update(list.map((entry, position) => (position === index ? { ...entry, text: event.target.value } : entry)))}
                    />
                    {item.text.trim() === '' && <p className="field__error">Please enter the text.</p>}
                  </div>
                  <div className="schedule-b__tools">
                    <FocusableButton
                      id={`${part}-${index}-up`}
                      className="icon-button"
                      aria-label={`Move ${names.singular} ${index + 1} up`}
                      unavailable={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </FocusableButton>
                    <FocusableButton
                      id={`${part}-${index}-down`}
                      className="icon-button"
                      aria-label={`Move ${names.singular} ${index + 1} down`}
                      unavailable={index === list.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </FocusableButton>
                    <button id={`${part}-${index}-remove`} type="button" className="icon-button" aria-label={`Remove ${names.singular} ${index + 1}`} onClick={() => remove(index)}>
                      <Icon name="close" />
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
        <aside className="card panel" aria-labelledby={`${part}-library`}>
          <h3 id={`${part}-library`} className="panel__title">
            Library
          </h3>
          <label className="field__label" htmlFor={searchId}>
            Search the library
          </label>
          <input id={searchId} type="search" className="field__input" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Code or words" />
          <ul className="library">
            {matches.map((entry) => (
              <li key={entry.code} className="library__entry">
                <p>
                  <strong>{entry.code}</strong> {entry.description}
                </p>
                {/* Once on the list, an entry reads "Added" and cannot be added again; the
                    button stays where it was, so the keyboard stays on it. */}
                <FocusableButton
                  className="button button--outline"
                  unavailable={listed.has(entry.code)}
                  onClick={() => update([...list, { code: entry.code, text: entry.description }])}
                >
                  {listed.has(entry.code) ? 'Added' : 'Add'}
                  <span className="visually-hidden"> {entry.code}</span>
                </FocusableButton>
              </li>
            ))}
            {matches.length === 0 && <li className="panel__muted">Nothing in the library matches.</li>}
          </ul>
          <label className="field__label" htmlFor={customId}>
            Or type your own {names.singular}
          </label>
          <textarea id={customId} className="field__input field__textarea" rows={3} value={custom} onChange={(event) => setCustom(event.target.value)} />
          <FocusableButton
            className="button button--outline"
            unavailable={custom.trim() === ''}
            onClick={() => {
              update([...list, { code: '', text: custom.trim() }]);
              setCustom('');
              // To the new line, so that a screen reader says what was added and where.
              focusAfterRender(`${part}-${list.length}`);
            }}
          >
            Add custom {names.singular}
          </FocusableButton>
        </aside>
      </div>
    </section>
  );
}

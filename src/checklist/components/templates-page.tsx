import { useEffect, useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectUserInfo } from '../../auth/index.ts';
import { isAgencyAdmin } from '../../lib/auth-token.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import type { ChecklistTemplate, DueAnchor, Person, TemplateItem } from '../checklist-api.ts';
import { checklistMessages } from '../checklist-schemas.ts';
import { selectChecklist, templateSaveRequested, templatesOpened } from '../checklist-slice.ts';

const OWNERS: { value: string; label: string }[] = [
  { value: 'opener', label: 'Whoever opens the file' },
  { value: 'admin', label: "The agency's administrator" },
  { value: 'nobody', label: 'Nobody yet' },
];
const ANCHORS: { value: DueAnchor; label: string }[] = [
  { value: 'opened', label: 'the file is opened' },
  { value: 'closing', label: 'closing' },
  { value: 'disbursement', label: 'disbursement' },
];

const ownerValue = (owner: TemplateItem['owner']) => (owner.kind === 'person' ? `person:${owner.userId}` : owner.kind);
const ownerOf = (value: string): TemplateItem['owner'] => (value.startsWith('person:') ? { kind: 'person', userId: value.slice(7) } : { kind: value as 'opener' | 'admin' | 'nobody' });

/**
 * The agency's checklist templates, one per transaction type: an administrator adds, renames,
 * reorders and removes items and sets each one's owner, due rule, milestone and waiting on. Files
 * opened after a save follow it; open files keep theirs.
 */
export function TemplatesPage() {
  const dispatch = useAppDispatch();
  const { templates } = useAppSelector(selectChecklist);
  const [type, setType] = useState<string | null>(null);
  // Unsaved edits per transaction type: switching the type to look at another keeps them.
  const [drafts, setDrafts] = useState<Record<string, TemplateItem[]>>({});
  const typeId = useId();
  const admin = isAgencyAdmin(useAppSelector(selectUserInfo));

  useEffect(() => {
    dispatch(templatesOpened());
  }, [dispatch]);

  const chosen = templates.list.find((template) => template.transactionType === type) ?? templates.list[0];
  return (
    <section className="page templates-page" aria-labelledby="templates-title">
      <PageHead title="Checklist templates" titleId="templates-title" lead={<p className="page__lead">The steps every new file gets, per transaction type. Files opened after a change follow it; open files keep their checklists.</p>} />
      {(templates.status === 'loading' || templates.status === 'idle') && <PageLoading what="Loading the templates…" />}
      {!admin && <p className="work-notice">Only an administrator of your agency can change these templates; you can read them here.</p>}
      {templates.status === 'failed' && <Alert message={templates.error} />}
      {chosen && (
        <>
          <div className="field templates-page__type">
            <label className="field__label" htmlFor={typeId}>
              Transaction type
            </label>
            <select id={typeId} className="field__input" value={chosen.transactionType} onChange={(event) => setType(event.target.value)}>
              {templates.list.map((template) => (
                <option key={template.transactionType} value={template.transactionType}>
                  {template.transactionType}
                  {template.custom ? ' (changed)' : ''}
                </option>
              ))}
            </select>
          </div>
          <TemplateEditor
            key={`${chosen.transactionType}:${chosen.updatedAt ?? 'default'}`}
            template={chosen}
            draft={drafts[`${chosen.transactionType}:${chosen.updatedAt ?? 'default'}`] ?? null}
            onDraft={(items) => setDrafts({ ...drafts, [`${chosen.transactionType}:${chosen.updatedAt ?? 'default'}`]: items })}
            people={templates.people}
            waitingOn={templates.waitingOn}
            saving={templates.saving || !admin}
            onSave={(items) => dispatch(templateSaveRequested({ transactionType: chosen.transactionType, items }))}
          />
          {templates.notice && (
            <p className="work-notice" role="status">
              {templates.notice}
            </p>
          )}
          <Alert message={templates.error} />
        </>
      )}
    </section>
  );
}

function TemplateEditor({ template, draft, onDraft, people, waitingOn, saving, onSave }: {
  template: ChecklistTemplate;
  draft: TemplateItem[] | null;
  onDraft: (items: TemplateItem[]) => void;
  people: Person[];
  waitingOn: string[];
  saving: boolean;
  onSave: (items: TemplateItem[]) => void;
}) {
  const items = draft ?? template.items;
  const setItems = onDraft;
  const [problem, setProblem] = useState<string | null>(null);
  const listId = useId();
  const change = (index: number, item: TemplateItem) => setItems(items.map((current, at) => (at === index ? item : current)));
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    setItems(next);
  };
  return (
    <form
      className="card template-editor"
      aria-label={`${template.transactionType} checklist`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (items.some((item) => item.title.trim() === '')) {
          setProblem(`Every item needs a title: ${checklistMessages.title}`);
          return;
        }
        setProblem(null);
        onSave(items.map((item) => ({ ...item, title: item.title.trim() })));
      }}
    >
      <datalist id={`${listId}-waiting`}>
        {waitingOn.map((choice) => (
          <option key={choice} value={choice} />
        ))}
      </datalist>
      <ol className="template-items">
        {items.map((item, index) => (
          <TemplateRow
            key={item.key || `new-${index}`}
            item={item}
            index={index}
            count={items.length}
            people={people}
            waitingOnList={`${listId}-waiting`}
            onChange={(next) => change(index, next)}
            onMove={(by) => move(index, by)}
            onRemove={() => setItems(items.filter((_, at) => at !== index))}
          />
        ))}
      </ol>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="template-editor__actions">
        <button
          type="button"
          className="button button--outline"
          disabled={items.length >= 60}
          onClick={() => setItems([...items, { key: '', title: '', owner: { kind: 'opener' }, due: { anchor: 'closing', businessDays: -1 }, milestone: false, waitingOn: '' }])}
        >
          Add an item
        </button>
        <button type="submit" className="button button--primary" disabled={saving || items.length === 0}>
          {saving ? 'Saving…' : 'Save template'}
        </button>
      </div>
    </form>
  );
}

function TemplateRow({ item, index, count, people, waitingOnList, onChange, onMove, onRemove }: {
  item: TemplateItem;
  index: number;
  count: number;
  people: Person[];
  waitingOnList: string;
  onChange: (item: TemplateItem) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const name = item.title.trim() || `item ${index + 1}`;
  const days = Math.abs(item.due.businessDays);
  return (
    <li className="template-item">
      <div className="template-item__grid">
        <div className="field template-item__title">
          <label className="field__label" htmlFor={`${id}-title`}>
            Item {index + 1}
          </label>
          <input id={`${id}-title`} className="field__input" maxLength={200} value={item.title} onChange={(event) => onChange({ ...item, title: event.target.value })} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-owner`}>
            Owner
          </label>
          <select id={`${id}-owner`} className="field__input" value={ownerValue(item.owner)} onChange={(event) => onChange({ ...item, owner: ownerOf(event.target.value) })}>
            {OWNERS.map((owner) => (
              <option key={owner.value} value={owner.value}>
                {owner.label}
              </option>
            ))}
            {people.map((person) => (
              <option key={person.id} value={`person:${person.id}`}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="template-item__due">
          <legend className="field__label">Due</legend>
          <input
            className="field__input template-item__days"
            type="number"
            min={0}
            max={250}
            aria-label={`Business days, ${name}`}
            value={days}
            onChange={(event) => {
              const value = Math.min(250, Math.max(0, Math.trunc(Number(event.target.value) || 0)));
              onChange({ ...item, due: { ...item.due, businessDays: item.due.businessDays < 0 ? -value : value } });
            }}
          />
          <select
            className="field__input"
            aria-label={`Before or after, ${name}`}
            value={item.due.businessDays < 0 ? 'before' : 'after'}
            onChange={(event) => onChange({ ...item, due: { ...item.due, businessDays: event.target.value === 'before' ? -days : days } })}
          >
            <option value="before">business days before</option>
            <option value="after">business days after</option>
          </select>
          <select className="field__input" aria-label={`Counted from, ${name}`} value={item.due.anchor} onChange={(event) => onChange({ ...item, due: { ...item.due, anchor: event.target.value as DueAnchor } })}>
            {ANCHORS.map((anchor) => (
              <option key={anchor.value} value={anchor.value}>
                {anchor.label}
              </option>
            ))}
          </select>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-waiting`}>
            Waiting on
          </label>
          <input id={`${id}-waiting`} className="field__input" list={waitingOnList} maxLength={60} value={item.waitingOn} onChange={(event) => onChange({ ...item, waitingOn: event.target.value })} />
        </div>
        <div className="template-item__flags">
          <label className="checkbox">
            <input type="checkbox" checked={item.milestone} onChange={(event) => onChange({ ...item, milestone: event.target.checked })} /> Milestone
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={item.financedOnly === true} onChange={(event) => onChange({ ...item, financedOnly: event.target.checked })} /> Financed files only
          </label>
        </div>
      </div>
      <div className="template-item__actions">
        <button type="button" className="button button--outline button--small" disabled={index === 0} aria-label={`Move ${name} up`} onClick={() => onMove(-1)}>
          Up
        </button>
        <button type="button" className="button button--outline button--small" disabled={index === count - 1} aria-label={`Move ${name} down`} onClick={() => onMove(1)}>
          Down
        </button>
        <button type="button" className="button button--outline button--small" disabled={count === 1} aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </button>
      </div>
    </li>
  );
}

import { Form, Formik, useField } from 'formik';
import { FormikUnsavedGuard, UnsavedChangesGuard } from '../../ui/unsaved-changes-guard';
import { FormikDraft } from '../../drafts';
import { DraftNotice } from '../../drafts';
import { useDraft } from '../../drafts';
import { draftDiscarded } from '../../drafts';
import { scheduleALabel } from '../schedule-a-labels';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUserInfo } from '../../auth';
import { paths } from '../../config/paths';
import { orderDetailSchema, type OrderDetail } from '../../orders';
import { selectEditor } from '../../orders';
import { printRequested } from '../../shell';
import { Alert } from '../../ui/alert';
import { CurrencyField } from '../../ui/decimal-fields';
import { Icon } from '../../ui/icon';
import type { Option } from '../../ui/multi-select';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { ScheduleBPart } from '../commitment-api';
import { scheduleASchema, type ScheduleA, type ScheduleBItem } from '../commitment-schemas';
import {
  commitmentOpened,
  libraryRequested,
  scheduleASaveRequested,
  scheduleATheirsKept,
  scheduleBSaveRequested,
  scheduleBTheirsKept,
  selectCommitment,
  type SaveState,
} from '../commitment-slice';
import { scheduleADefaults } from '../schedule-a-defaults';


const toOptions = (values: string[]): Option[] => values.map((value) => ({ value, label: value }));

/**
 * A colleague saved this part since the agent opened it: say so, show theirs, and let the agent
 * take theirs or save their own over it knowingly. Nothing is overwritten until they choose.
 */
function StaleSaveNotice({ what, theirs, onKeepTheirs, onKeepMine }: { what: string; theirs: ReactNode; onKeepTheirs: () => void; onKeepMine: () => void }) {
  return (
    <div className="field-conflict commitment-conflict" role="alert">
      <p className="field-conflict__text">Someone else saved {what} since you opened it, so yours was not saved. Theirs:</p>
      <div className="commitment-conflict__theirs">{theirs}</div>
      <div className="field-conflict__choices">
        <button type="button" className="button button--outline button--small" onClick={onKeepTheirs}>
          Use theirs (drop my changes)
        </button>
        <button type="button" className="button button--outline button--small" onClick={onKeepMine}>
          Save mine over theirs
        </button>
      </div>
    </div>
  );
}

function SaveStatus({ save }: { save: SaveState }) {
  if (save.state === 'saving') return <span className="save-state save-state--saving" role="status">Saving…</span>;
  if (save.state === 'saved') return <span className="save-state save-state--saved" role="status">Saved</span>;
  if (save.state === 'failed') return <span className="save-state save-state--failed" role="alert">Not saved: {save.message}</span>;
  return null;
}

/** Loads the commitment of the open order; the pages below render once it is there. */
function useCommitment() {
  const dispatch = useAppDispatch();
  const { order } = useAppSelector(selectEditor);
  const commitment = useAppSelector(selectCommitment);
  const orderGuid = order?.id ?? '';
  useEffect(() => {
    if (orderGuid) dispatch(commitmentOpened(orderGuid));
  }, [dispatch, orderGuid]);
  const detail = useMemo(() => (order ? (orderDetailSchema.cast(order.baseOrderDetail, { assert: false }) as OrderDetail) : null), [order]);
  const ready = Boolean(detail) && commitment.orderGuid === orderGuid && commitment.status === 'loaded';
  return { commitment, detail, orderGuid, ready };
}

function Heading({ detail, title }: { detail: OrderDetail | null; title: string }) {
  return (
    <div className="page__head">
      <div>
        <p className="page__eyebrow">Commitment · File {detail?.fileNumber}</p>
        <h1 className="page__title">{title}</h1>
      </div>
    </div>
  );
}

function Loading({ error }: { error: string | null }) {
  return error ? (
    <Alert message={error} />
  ) : (
    <div className="page-loading" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">Loading the commitment…</span>
    </div>
  );
}

function DateTimeField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const local = (field.value ?? '').slice(0, 16);
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        className="field__input"
        value={local}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => void helpers.setValue(event.target.value ? `${event.target.value}:00Z` : '')}
        onBlur={() => void helpers.setTouched(true)}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function TextArea({ name, label, rows = 4 }: { name: string; label: string; rows?: number }) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={`field form-grid__wide${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea {...field} value={field.value ?? ''} id={id} rows={rows} className="field__input field__textarea" aria-invalid={Boolean(error)} />
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}

function Checkbox({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <label className="checkbox-field form-grid__wide">
      <input type="checkbox" checked={Boolean(field.value)} onChange={(event) => void helpers.setValue(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

export function ScheduleAPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const { commitment, detail, orderGuid, ready } = useCommitment();
  if (!ready || !detail) return <Loading error={commitment.error} />;
  const offered = commitment.scheduleA === null;
  const initial = commitment.scheduleA ?? scheduleADefaults(detail, user?.TenantName ?? '', new Date());
  return (
    <section className="page" aria-labelledby="schedule-a-heading">
      <Heading detail={detail} title="Schedule A" />
      <h2 id="schedule-a-heading" className="visually-hidden">
        Schedule A of file {detail.fileNumber}
      </h2>
      {offered && <p className="notice">These values come from the order. Check them, then save Schedule A.</p>}
      <Formik<ScheduleA>
        // Taking a colleague's Schedule A starts the form afresh from it; the agent's own save does
        // not, so text typed while it was on its way stays.
        key={commitment.scheduleAReplacements}
        initialValues={initial}
        validationSchema={scheduleASchema}
        onSubmit={(values) => {
          dispatch(scheduleASaveRequested({ orderGuid, scheduleA: scheduleASchema.cast(values) as ScheduleA, version: commitment.versions.scheduleA }));
        }}
      >
        {({ values }) => (
        <Form noValidate className="order-form">
          {commitment.scheduleASave.state === 'conflict' && (
            <StaleSaveNotice
              what="Schedule A"
              theirs={<ScheduleASummary scheduleA={commitment.scheduleASave.theirs as ScheduleA | null} />}
              onKeepTheirs={() => {
                // Their Schedule A replaces the form: the agent's draft must not come back over it.
                dispatch(draftDiscarded(`schedule-a:${orderGuid}`));
                dispatch(scheduleATheirsKept());
              }}
              onKeepMine={() => {
                const save = commitment.scheduleASave;
                if (save.state === 'conflict') dispatch(scheduleASaveRequested({ orderGuid, scheduleA: scheduleASchema.cast(values) as ScheduleA, version: save.version }));
              }}
            />
          )}
          <FormikUnsavedGuard what="Schedule A" saved={commitment.scheduleASave.state === 'saved'} />
          <FormikDraft
            draftKey={`schedule-a:${orderGuid}`}
            labelOf={scheduleALabel}
            next="Save Schedule A to keep them."
            paused={commitment.scheduleASave.state === 'saving'}
          />
          <section className="card form-section" aria-label="Owner's policy">
            <h3 className="form-section__title">Owner&apos;s policy</h3>
            <div className="form-grid form-grid--3">
              <SelectField name="ownerPolicyType" label="Owner Policy Type" options={toOptions(commitment.lists.ownersPolicyTypes)} placeholder="Select a policy" />
              <TextField name="ownerProposeInsuredName" label="Proposed Insured (Owner)" />
              <CurrencyField name="ownersCoverageAmount" label="Owner's Coverage Amount" />
            </div>
          </section>
          <section className="card form-section" aria-label="Loan policy">
            <h3 className="form-section__title">Loan policy</h3>
            <div className="form-grid form-grid--3">
              <SelectField name="loanPolicyType" label="Loan Policy Type" options={toOptions(commitment.lists.loanPolicyTypes)} placeholder="Select a policy" />
              <TextField name="loanProposedInsuredName" label="Proposed Insured (Lender)" />
              <CurrencyField name="loanCoverageAmount" label="Loan Coverage Amount" />
            </div>
          </section>
          <section className="card form-section" aria-label="Commitment">
            <h3 className="form-section__title">Commitment</h3>
            <div className="form-grid form-grid--3">
              <DateTimeField name="commitmentEffectiveDateTime" label="Effective Date and Time" />
              <SelectField name="ownershipInterest" label="Ownership Interest" options={toOptions(commitment.lists.ownershipInterests)} placeholder="Select an interest" />
              <TextField name="requirementExpire" label="Requirements Expire After (days)" inputMode="numeric" />
              <TextField name="commitmentOwnedBy" label="Title Vested In" />
              <TextField name="companyName" label="Company Name" />
              <TextField name="commitmentBy" label="Commitment By" />
              <TextField name="commitmentTilte" label="Title" className="form-grid__wide" />
              <TextArea name="legalDescription" label="Legal Description" rows={5} />
              <TextArea name="legalSummary" label="Legal Summary" rows={2} />
              <TextField name="counterSignature" label="Countersignature" />
              <Checkbox name="isSeperatePageForLegal" label="Print the legal description on a separate page" />
            </div>
          </section>
          <div className="order-form__actions">
            <SaveStatus save={commitment.scheduleASave} />
            <button type="submit" className="button button--primary" disabled={commitment.scheduleASave.state === 'saving'}>
              Save Schedule A
            </button>
          </div>
        </Form>
        )}
      </Formik>
    </section>
  );
}

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
  const [items, setItems] = useState<ScheduleBItem[] | null>(null);
  const [search, setSearch] = useState('');
  const [custom, setCustom] = useState('');
  const searchId = useId();
  const customId = useId();
  const names = partTitles[part];

  useEffect(() => {
    dispatch(libraryRequested(part));
  }, [dispatch, part]);

  if (!ready || !detail) return <Loading error={commitment.error} />;
  const list = items ?? saved.items;
  // Compared as they would be saved (trimmed), so spaces at the end are not "unsaved changes".
  const changed = items !== null && JSON.stringify(trimmed(items)) !== JSON.stringify(saved.items);
  const library = commitment.libraries[part];
  const needle = search.trim().toLowerCase();
  const matches = library.filter((entry) => needle === '' || `${entry.code} ${entry.description}`.toLowerCase().includes(needle)).slice(0, 20);
  const update = (next: ScheduleBItem[]) => setItems(next);
  const move = (index: number, offset: number) => {
    const next = [...list];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + offset, 0, item);
    update(next);
  };

  return (
    <section className="page" aria-labelledby="schedule-b-heading">
      <UnsavedChangesGuard when={changed} what={`the ${names.title.toLowerCase()}`} />
      <ScheduleBDraft
        draftKey={`schedule-b:${part}:${orderGuid}`}
        items={trimmed(list)}
        saved={saved.items}
        title={names.title}
        paused={saved.save.state === 'saving'}
        onRestore={setItems}
      />
      <Heading detail={detail} title={`${names.schedule}: ${names.title}`} />
      <h2 id="schedule-b-heading" className="visually-hidden">
        {names.title} of file {detail.fileNumber}
      </h2>
      <div className="schedule-b">
        <section className="card panel" aria-labelledby={`${part}-list`}>
          <div className="schedule-b__head">
            <h3 id={`${part}-list`} className="panel__title">
              {names.title} ({list.length})
            </h3>
            <div className="schedule-b__save">
              {changed && saved.save.state !== 'conflict' ? <span className="save-state">Unsaved changes</span> : <SaveStatus save={saved.save} />}
              <button
                type="button"
                className="button button--primary"
                disabled={!changed || saved.save.state === 'saving' || saved.save.state === 'conflict' || list.some((item) => item.text.trim() === '')}
                onClick={() => dispatch(scheduleBSaveRequested({ orderGuid, part, items: trimmed(list), version: commitment.versions[part] }))}
              >
                Save {names.title.toLowerCase()}
              </button>
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
                    <button type="button" className="icon-button" aria-label={`Move ${names.singular} ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                      ↑
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={`Move ${names.singular} ${index + 1} down`}
                      disabled={index === list.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </button>
                    <button type="button" className="icon-button" aria-label={`Remove ${names.singular} ${index + 1}`} onClick={() => update(list.filter((_, position) => position !== index))}>
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
                <button type="button" className="button button--outline" onClick={() => update([...list, { code: entry.code, text: entry.description }])}>
                  Add<span className="visually-hidden"> {entry.code}</span>
                </button>
              </li>
            ))}
            {matches.length === 0 && <li className="panel__muted">Nothing in the library matches.</li>}
          </ul>
          <label className="field__label" htmlFor={customId}>
            Or type your own {names.singular}
          </label>
          <textarea id={customId} className="field__input field__textarea" rows={3} value={custom} onChange={(event) => setCustom(event.target.value)} />
          <button
            type="button"
            className="button button--outline"
            disabled={custom.trim() === ''}
            onClick={() => {
              update([...list, { code: '', text: custom.trim() }]);
              setCustom('');
            }}
          >
            Add custom {names.singular}
          </button>
        </aside>
      </div>
    </section>
  );
}

const trimmed = (items: ScheduleBItem[]) => items.map((item) => ({ ...item, text: item.text.trim() }));

function TheirItems({ items }: { items: ScheduleBItem[] }) {
  if (items.length === 0) return <p className="panel__muted">(none)</p>;
  return (
    <ol className="commitment-conflict__list">
      {items.map((item, index) => (
        <li key={index}>
          {item.code && <strong>{item.code} </strong>}
          {item.text}
        </li>
      ))}
    </ol>
  );
}

function ScheduleASummary({ scheduleA }: { scheduleA: ScheduleA | null }) {
  if (!scheduleA) return <p className="panel__muted">(not saved yet)</p>;
  return (
    <dl className="commitment-conflict__summary">
      <dt>Owner policy</dt>
      <dd>
        {scheduleA.ownerPolicyType || '—'}, {scheduleA.ownerProposeInsuredName || '—'}, {money(scheduleA.ownersCoverageAmount)}
      </dd>
      <dt>Loan policy</dt>
      <dd>
        {scheduleA.loanPolicyType || '—'}, {scheduleA.loanProposedInsuredName || '—'}, {money(scheduleA.loanCoverageAmount)}
      </dd>
      <dt>Effective</dt>
      <dd>{scheduleA.commitmentEffectiveDateTime || '—'}</dd>
    </dl>
  );
}

function money(value: number | undefined): string {
  return (value ?? 0).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** The commitment as the document an agent sends: Schedule A, B-I and B-II. */
export function CommitmentPrintPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const { commitment, detail, orderGuid, ready } = useCommitment();
  if (!ready || !detail) return <Loading error={commitment.error} />;
  const a = commitment.scheduleA ?? scheduleADefaults(detail, user?.TenantName ?? '', new Date());
  const effective = a.commitmentEffectiveDateTime ? `${a.commitmentEffectiveDateTime.slice(0, 10)} at ${a.commitmentEffectiveDateTime.slice(11, 16)}` : '';
  const legal = (
    <section className="document__section">
      <h3>Legal description</h3>
      <p className="document__legal">{a.legalDescription || '—'}</p>
    </section>
  );
  return (
    <article className="document" aria-labelledby="document-title">
      <div className="document__tools no-print">
        <Link to={`${paths.orders}/${encodeURIComponent(orderGuid)}/commitment/schedule-a`}>Back to Schedule A</Link>
        {commitment.scheduleA === null && <span className="notice">Schedule A is not saved yet; this shows the values offered from the order.</span>}
        <button type="button" className="button button--primary" onClick={() => dispatch(printRequested())}>
          Print
        </button>
      </div>
      <header className="document__header">
        <p className="document__company">{a.companyName}</p>
        <h1 id="document-title">{a.commitmentTilte || 'Commitment for Title Insurance'}</h1>
        <p>
          File No. {detail.fileNumber} · Issued by {a.companyName}
          {a.commitmentBy ? ` · Prepared by ${a.commitmentBy}` : ''}
        </p>
      </header>
      <section className="document__section">
        <h2>Schedule A</h2>
        <table className="document__table">
          <tbody>
            <tr>
              <th scope="row">1. Commitment date</th>
              <td>{effective}</td>
            </tr>
            <tr>
              <th scope="row">2. Policy to be issued (owner)</th>
              <td>
                {a.ownerPolicyType || '—'} · Proposed insured: {a.ownerProposeInsuredName || '—'} · Amount: {money(a.ownersCoverageAmount)}
              </td>
            </tr>
            <tr>
              <th scope="row">Policy to be issued (loan)</th>
              <td>
                {a.loanPolicyType || '—'} · Proposed insured: {a.loanProposedInsuredName || '—'} · Amount: {money(a.loanCoverageAmount)}
              </td>
            </tr>
            <tr>
              <th scope="row">3. Estate or interest</th>
              <td>{a.ownershipInterest}</td>
            </tr>
            <tr>
              <th scope="row">4. Title vested in</th>
              <td>{a.commitmentOwnedBy || '—'}</td>
            </tr>
            <tr>
              <th scope="row">5. The land</th>
              <td>{a.legalSummary}</td>
            </tr>
          </tbody>
        </table>
        {!a.isSeperatePageForLegal && legal}
      </section>
      <section className="document__section document__section--break">
        <h2>Schedule B, Part I — Requirements</h2>
        <p>All of the following requirements must be met. They expire {a.requirementExpire} days after the commitment date.</p>
        <ol className="document__list">
          {commitment.requirements.items.map((item, index) => (
            <li key={index}>{item.text}</li>
          ))}
        </ol>
        {commitment.requirements.items.length === 0 && <p>None.</p>}
      </section>
      <section className="document__section">
        <h2>Schedule B, Part II — Exceptions</h2>
        <p>The policy will not insure against loss or damage resulting from the terms and provisions of the following:</p>
        <ol className="document__list">
          {commitment.exceptions.items.map((item, index) => (
            <li key={index}>{item.text}</li>
          ))}
        </ol>
        {commitment.exceptions.items.length === 0 && <p>None.</p>}
      </section>
      {a.isSeperatePageForLegal && <div className="document__section--break">{legal}</div>}
      <footer className="document__signature">
        <p>Countersigned: {a.counterSignature || '______________________________'}</p>
      </footer>
    </article>
  );
}

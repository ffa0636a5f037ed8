import { useFormikContext } from 'formik';
import { type ReactNode } from 'react';
import { type OrderDetail, type Party } from '../order-schemas.ts';
import type { FieldSave } from '../orders-slice.ts';
import { SaveStateLabel } from '../../ui/save-state-label.tsx';
import { partyName } from '../../lib/format/party-names.ts';
import { dateFormat } from '../../lib/format/date-format.ts';

/** What a field's save state offers: keep the colleague's value, or save one's own over it. */
export interface ConflictActions {
  onKeepTheirs?: (field: keyof OrderDetail) => void;
  onKeepMine?: (field: keyof OrderDetail, value: unknown) => void;
}

export type FieldSaves = Partial<Record<keyof OrderDetail, FieldSave>>;

/** A stored value as the agent reads it, for the conflict notice. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) {
    const names = value.map((party: Partial<Party>) => partyName(party)).filter(Boolean);
    return names.length > 0 ? names.join(', ') : '(none)';
  }
  if (typeof value === 'number') return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})T/.exec(value) : null;
  if (day) return `${day[2]}-${day[3]}-${day[1]}`;
  return String(value);
}

/** A colleague saved another value since the agent read this field: both are shown, the agent chooses. */
function FieldConflict({ field, save, actions }: { field: keyof OrderDetail; save: Extract<FieldSave, { state: 'conflict' }>; actions: ConflictActions }) {
  const { values, setFieldValue } = useFormikContext<OrderDetail>();
  return (
    <div className="field-conflict" role="alert">
      <p className="field-conflict__text">
        Someone else changed this while you were editing. Theirs: <strong>{describeValue(save.theirs)}</strong>. Yours:{' '}
        <strong>{describeValue(values[field])}</strong>.
      </p>
      <div className="field-conflict__choices">
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => {
            void setFieldValue(field, save.theirs);
            actions.onKeepTheirs?.(field);
          }}
        >
          Keep theirs
        </button>
        <button type="button" className="button button--outline button--small" onClick={() => actions.onKeepMine?.(field, values[field])}>
          Save mine instead
        </button>
      </div>
    </div>
  );
}

export function SaveState({ save, field, actions }: { save: FieldSave | undefined; field: keyof OrderDetail; actions?: ConflictActions }) {
  const { errors } = useFormikContext<OrderDetail>();
  if (!save) return null;
  // What is typed now breaks a rule and is not sent: "Saved" would speak of an older value.
  if (save.state === 'saved' && errors[field]) return null;
  if (save.state === 'conflict') return actions ? <FieldConflict field={field} save={save} actions={actions} /> : null;
  // The page's summary (order-entry-page.tsx) announces progress; each field's label is for the eye.
  if (save.state !== 'failed') return <SaveStateLabel save={save} announce={false} />;
  return <FailedSave field={field} message={save.message} onRetry={actions?.onKeepMine} />;
}

/** A save that failed keeps the typed value and offers to send it again (after a network drop). */
function FailedSave({ field, message, onRetry }: { field: keyof OrderDetail; message: string; onRetry?: (field: keyof OrderDetail, value: unknown) => void }) {
  const { values } = useFormikContext<OrderDetail>();
  return (
    <>
      <SaveStateLabel save={{ state: 'failed', message }} />
      {onRetry && (
        <button type="button" className="link-button save-state__retry" onClick={() => onRetry(field, values[field])}>
          Try again
        </button>
      )}
    </>
  );
}

const TIME = dateFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** "Changed by Sam Lee at 10:42 AM": a colleague's save that reached this form while it was open. */
function ChangedElsewhere({ by, at }: { by: string; at: string }) {
  return (
    <p className="changed-elsewhere">
      Changed by {by} at <time dateTime={at}>{TIME().format(new Date(at))}</time>
    </p>
  );
}

/** A field with its save state beside it (edit mode). */
export function Saved({
  field,
  saves,
  actions,
  children,
  wide,
  changedBy,
}: {
  field: keyof OrderDetail;
  saves?: FieldSaves;
  actions: ConflictActions;
  children: ReactNode;
  wide?: boolean;
  /** A colleague changed this field while the form was open. */
  changedBy?: { by: string; at: string };
}) {
  const save = saves?.[field];
  return (
    <div className={`saved-field${wide ? ' form-grid__wide' : ''}${changedBy && !save ? ' saved-field--changed-elsewhere' : ''}`}>
      {children}
      <SaveState save={save} field={field} actions={actions} />
      {changedBy && save?.state !== 'conflict' && <ChangedElsewhere {...changedBy} />}
    </div>
  );
}


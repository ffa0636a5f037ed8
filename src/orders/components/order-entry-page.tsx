import { useCallback, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { detailOf } from '../order-detail.ts';
import type { OrderDetail } from '../order-schemas.ts';
import type { Order } from '../orders-api.ts';
import { orderFieldConflicted, orderFieldReverted, orderFieldSaveRequested, orderFieldTheirsKept, orderUnsavedSettled, selectEditor } from '../orders-slice.ts';
import { describeValue } from './field-save-state.tsx';
import { OrderEntryForm } from './order-entry-form.tsx';
import { OrderHeading } from './order-heading.tsx';
import { orderFieldLabel } from '../order-field-labels.ts';
import { usePresenceFocus } from '../../activity/index.ts';

/** An existing order: every field saves on its own, and says whether it did. */
export function OrderEntryPage() {
  const { order } = useAppSelector(selectEditor);
  return order ? <OrderEntry key={order.id} order={order} /> : null;
}

function OrderEntry({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const { fields, elsewhere, changedByOthers } = useAppSelector(selectEditor);
  const focus = usePresenceFocus(order.id);
  const [initial] = useState(() => detailOf(order));
  const detail = useMemo(() => detailOf(order), [order]);
  const onRevertField = useCallback((field: keyof OrderDetail) => dispatch(orderFieldReverted({ orderGuid: order.id, field })), [dispatch, order.id]);
  const states = Object.values(fields);
  const waiting = states.filter((save) => save?.state === 'waiting').length;
  const summary = states.some((save) => save?.state === 'conflict')
    ? 'Someone else changed this file: choose which value to keep'
    : waiting > 0
    ? waiting === 1
      ? 'You are offline: 1 change waits to be saved. It is saved by itself when the connection returns.'
      : `You are offline: ${waiting} changes wait to be saved. They are saved by themselves when the connection returns.`
    : states.some((save) => save?.state === 'failed')
    ? 'Some changes are not saved'
    : states.some((save) => save?.state === 'saving')
      ? 'Saving…'
      : states.length > 0
        ? 'All changes saved'
        : 'Changes save as you type';
  return (
    <section className="page" aria-labelledby="order-entry-heading">
      <OrderHeading detail={detail} subtitle="Order entry" />
      <p id="order-entry-heading" className="save-summary" role="status">
        {summary}
      </p>
      <ChangedElsewhereAnnouncement changedByOthers={changedByOthers} />
      <UnsavedFromEarlier orderGuid={order.id} />
      <div onFocus={focus.onFocus} onBlur={focus.onBlur}>
        <OrderEntryForm
          initialValues={initial}
          draftKey={`order:${order.id}`}
          onChangedSince={(field, mine) => dispatch(orderFieldConflicted({ orderGuid: order.id, field, mine, theirs: detail[field] }))}
          saved={detail}
          fieldSaves={fields}
          onSaveField={(field, value) => dispatch(orderFieldSaveRequested({ orderGuid: order.id, field, value, seen: detail[field] }))}
          onRevertField={onRevertField}
          onKeepTheirs={(field) => dispatch(orderFieldTheirsKept({ orderGuid: order.id, field }))}
          onKeepMine={(field, value) => dispatch(orderFieldSaveRequested({ orderGuid: order.id, field, value, seen: detail[field] }))}
          elsewhere={elsewhere}
          changedByOthers={changedByOthers}
        />
      </div>
    </section>
  );
}

/** Edits an earlier tab could not save (it closed offline): save them now, or discard them. */
function UnsavedFromEarlier({ orderGuid }: { orderGuid: string }) {
  const dispatch = useAppDispatch();
  const { unsaved } = useAppSelector(selectEditor);
  if (unsaved.length === 0) return null;
  return (
    <div className="unsaved-earlier" role="region" aria-labelledby="unsaved-earlier-title">
      <p id="unsaved-earlier-title" className="unsaved-earlier__title">
        {unsaved.length === 1 ? 'A change you made earlier was not saved' : `${unsaved.length} changes you made earlier were not saved`}: the page closed while you were offline.
      </p>
      <ul className="unsaved-earlier__list">
        {unsaved.map((edit) => (
          <li key={edit.field}>
            {orderFieldLabel(edit.field)}: <strong>{describeValue(edit.value)}</strong>
          </li>
        ))}
      </ul>
      <div className="unsaved-earlier__choices">
        <button type="button" className="button button--primary button--small" onClick={() => dispatch(orderUnsavedSettled({ orderGuid, save: true }))}>
          Save them
        </button>
        <button type="button" className="button button--outline button--small" onClick={() => dispatch(orderUnsavedSettled({ orderGuid, save: false }))}>
          Discard
        </button>
      </div>
    </div>
  );
}

/** Says, once, who changed which fields while the agent was here ("Sam Lee changed Sales Price"). */
function ChangedElsewhereAnnouncement({ changedByOthers }: { changedByOthers: Partial<Record<keyof OrderDetail, { by: string; at: string }>> }) {
  const newest = Object.entries(changedByOthers).sort(([, a], [, b]) => (b?.at ?? '').localeCompare(a?.at ?? ''));
  const [field, change] = newest[0] ?? [];
  const others = newest.filter(([, other]) => other?.at === change?.at && other.by === change?.by).map(([name]) => orderFieldLabel(name));
  return (
    <p className="visually-hidden" aria-live="polite">
      {field && change ? `${change.by} changed ${others.join(', ')}` : ''}
    </p>
  );
}

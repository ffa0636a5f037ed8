import { Formik, useFormikContext } from 'formik';
import { Form } from '../../ui/form.tsx';
import { FormikDraft } from '../../drafts/index.ts';
import { orderFieldLabel } from '../order-field-labels.ts';
import { orderDetailSchema, type OrderDetail } from '../order-schemas.ts';
import type { FieldSave } from '../orders-slice.ts';
import { AutoSave, UnsavedFields } from './auto-save.tsx';
import { LiveChanges } from './live-changes.tsx';
import { Saved, type ConflictActions } from './field-save-state.tsx';
import { OrderFieldGroups, type FieldFrame } from './order-field-groups.tsx';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

interface OrderEntryFormProps {
  initialValues: OrderDetail;
  /** The order as last saved; a field that differs from it is saved. */
  saved: OrderDetail;
  fieldSaves: Partial<Record<keyof OrderDetail, FieldSave>>;
  /** Where unsaved values are kept until saved (see drafts/), e.g. `order:<orderGuid>`. */
  draftKey: string;
  /** One field to save (it has changed and passes its rules). */
  onSaveField: (field: keyof OrderDetail, value: unknown) => void;
  /** A field is back to its saved value (an earlier failure no longer applies). */
  onRevertField: (field: keyof OrderDetail) => void;
  /** A restored draft's field that a colleague changed since, for the agent to decide. */
  onChangedSince: (field: keyof OrderDetail, mine: unknown) => void;
  /** A colleague changed the field meanwhile and the agent keeps their value / saves theirs over. */
  onKeepTheirs: NonNullable<ConflictActions['onKeepTheirs']>;
  onKeepMine: NonNullable<ConflictActions['onKeepMine']>;
  /** Colleagues' saves while the form is open (see LiveChanges). */
  elsewhere: { revision: number; fields: string[] };
  /** Who changed which field while the form was open, shown beside it. */
  changedByOthers: Partial<Record<keyof OrderDetail, { by: string; at: string }>>;
}

/** An existing order: every field saves on its own (AutoSave) and shows whether it did. */
export function OrderEntryForm({ initialValues, ...fields }: OrderEntryFormProps) {
  return (
    <Formik<OrderDetail> initialValues={initialValues} validationSchema={orderDetailSchema} onSubmit={() => undefined}>
      <Form noValidate className="order-form" idPrefix="order">
        <OrderEntryFields {...fields} />
      </Form>
    </Formik>
  );
}

/** The form's inside: auto-save, the leave guard and the draft all act on one reckoning of what is unsaved. */
function OrderEntryFields({ saved, fieldSaves, draftKey, onSaveField, onRevertField, onChangedSince, onKeepTheirs, onKeepMine, elsewhere, changedByOthers }: Omit<OrderEntryFormProps, 'initialValues'>) {
  const { values } = useFormikContext<OrderDetail>();
  const unsaved = useUnsavedChanges(saved);
  const actions: ConflictActions = { onKeepTheirs, onKeepMine };
  const framed: FieldFrame = (field, control, wide = false) => (
    <Saved field={field} saves={fieldSaves} actions={actions} wide={wide} changedBy={changedByOthers[field]}>
      {control}
    </Saved>
  );
  return (
    <>
      <AutoSave unsaved={unsaved} saves={fieldSaves} onSaveField={onSaveField} onRevertField={onRevertField} />
      <UnsavedFields unsaved={unsaved} saves={fieldSaves} />
      <LiveChanges saved={saved} elsewhere={elsewhere} onConflict={onChangedSince} />
      <FormikDraft
        draftKey={draftKey}
        baseline={saved as unknown as Record<string, unknown>}
        unsaved={unsaved}
        labelOf={orderFieldLabel}
        offerFirst
        next="Put them back to save them, or discard them."
        onRestored={(restore) => {
          for (const field of restore.changedSince) onChangedSince(field as keyof OrderDetail, restore.values[field]);
        }}
      />
      <OrderFieldGroups values={values} frame={framed} partySaves={fieldSaves} actions={actions} />
    </>
  );
}

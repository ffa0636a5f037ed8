import { Formik } from 'formik';
import { Form } from '../../ui/form.tsx';
import { FormikDraft } from '../../drafts/index.ts';
import { ServerFieldErrors } from '../../ui/server-field-errors.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { FormikUnsavedGuard } from '../../ui/unsaved-changes-guard.tsx';
import { orderFieldLabel } from '../order-field-labels.ts';
import { orderDetailSchema, type OrderDetail } from '../order-schemas.ts';
import { AddressPaste } from './address-paste.tsx';
import { OrderFieldGroups, type FieldFrame } from './order-field-groups.tsx';

interface NewOrderFormProps {
  initialValues: OrderDetail;
  onCreate: (detail: OrderDetail) => void;
  creating: boolean;
  /** The order exists now, so the typed values are no longer a draft. */
  created: boolean;
  /** Where the typed values are kept until the order is created (see drafts/). */
  draftKey: string;
  serverErrors: Record<string, string>;
}

const plain: FieldFrame = (_field, control, wide = false) => (wide ? <div className="form-grid__wide">{control}</div> : control);

/** The new order: the whole form, checked and sent once with Create order. */
export function NewOrderForm({ initialValues, onCreate, creating, created, draftKey, serverErrors }: NewOrderFormProps) {
  return (
    <Formik<OrderDetail>
      initialValues={initialValues}
      validationSchema={orderDetailSchema}
      onSubmit={(values) => onCreate(orderDetailSchema.cast(values) as OrderDetail)}
    >
      {({ values }) => (
        <Form noValidate className="order-form" idPrefix="new-order">
          <ServerFieldErrors errors={serverErrors} />
          <FormikUnsavedGuard what="the new order" saved={false} paused={creating || created} />
          <FormikDraft
            draftKey={draftKey}
            baseline={initialValues as unknown as Record<string, unknown>}
            labelOf={orderFieldLabel}
            paused={creating}
            done={created}
            next="Create the order to keep them."
          />
          <OrderFieldGroups values={values} frame={plain} propertyLead={<AddressPaste />} />
          <div className="order-form__actions">
            <SubmitButton busy={creating}>Create order</SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}

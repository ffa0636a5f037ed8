import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { paths } from '../../config/paths.ts';
import { Alert } from '../../ui/alert.tsx';
import { createErrorDismissed, newOrderOpened, orderCreateRequested, selectCreate } from '../orders-slice.ts';
import { emptyOrderDetail } from '../order-defaults.ts';
import { NewOrderForm } from './new-order-form.tsx';
import { PageHead } from '../../ui/page-head.tsx';

/** A new order: the whole form, saved once with Create (docs/behaviour.md#orders-and-the-file-list). */
export function NewOrderPage() {
  const dispatch = useAppDispatch();
  const create = useAppSelector(selectCreate);
  const initial = useMemo(() => emptyOrderDetail(), []);
  useEffect(() => {
    dispatch(newOrderOpened());
  }, [dispatch]);
  return (
    <section className="page" aria-labelledby="new-order-heading">
      <PageHead title="New order" titleId="new-order-heading" eyebrow={<Link to={paths.orders}>Order tracking</Link>} />
      <Alert message={create.error} onDismiss={() => dispatch(createErrorDismissed())} />
      <NewOrderForm
        initialValues={initial}
        creating={create.status === 'saving'}
        created={create.status === 'created'}
        draftKey="new-order"
        serverErrors={create.fieldErrors}
        onCreate={(detail) => dispatch(orderCreateRequested(detail))}
      />
    </section>
  );
}

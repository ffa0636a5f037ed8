import { useEffect } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { paths } from '../../config/paths.ts';
import { PageLoading } from '../../ui/page-loading.tsx';
import { PresenceBar } from '../../activity/index.ts';
import { FileProgress } from '../../checklist/index.ts';
import { WireChangeAlert } from '../../payees/index.ts';
import { orderOpened, selectEditor } from '../orders-slice.ts';

/** Loads the order named in the URL for every page under it, and shows which file is open. */
export function OrderLayout() {
  const { orderGuid = '' } = useParams();
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectEditor);

  useEffect(() => {
    dispatch(orderOpened(orderGuid));
  }, [dispatch, orderGuid]);

  if (editor.orderGuid === orderGuid && editor.status === 'failed') {
    return (
      <section className="page">
        <div className="card empty-state">
          <h1 className="empty-state__title">Order not available</h1>
          <p className="empty-state__text">{editor.error}</p>
          <Link to={paths.orders} className="button button--primary">
            Back to order tracking
          </Link>
        </div>
      </section>
    );
  }
  if (editor.orderGuid !== orderGuid || !editor.order) {
    return (
      <PageLoading what="Loading the order…" />
    );
  }
  return (
    <>
      <PresenceBar orderGuid={orderGuid} />
      <WireChangeAlert orderGuid={orderGuid} />
      <FileProgress orderGuid={orderGuid} />
      <Outlet />
    </>
  );
}

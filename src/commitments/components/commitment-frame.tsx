import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { selectOpenOrder, type OrderDetail } from '../../orders/index.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { commitmentOpened, selectCommitment } from '../commitment-slice.ts';
import { PageHead } from '../../ui/page-head.tsx';

/**
 * Loads the commitment of the open order (how is this area's business) and says when it is there:
 * the commitment pages and the letter request (through index.ts) read it this way.
 */
export function useCommitment() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenOrder);
  const commitment = useAppSelector(selectCommitment);
  const orderGuid = open?.orderGuid ?? '';
  useEffect(() => {
    if (orderGuid) dispatch(commitmentOpened(orderGuid));
  }, [dispatch, orderGuid]);
  const detail = open?.detail ?? null;
  const ready = Boolean(detail) && commitment.orderGuid === orderGuid && commitment.status === 'loaded';
  return { commitment, detail, orderGuid, ready };
}

/** The file number and title above every commitment page. */
export function Heading({ detail, title }: { detail: OrderDetail | null; title: string }) {
  return (
    <PageHead title={title} eyebrow={`Commitment · File ${detail?.fileNumber ?? ''}`} />
  );
}

/** A spinner while the commitment loads, or why it could not. */
export function Loading({ error }: { error: string | null }) {
  return error ? (
    <Alert message={error} />
  ) : (
    <PageLoading what="Loading the commitment…" />
  );
}

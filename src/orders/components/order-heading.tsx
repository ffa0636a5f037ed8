import { type OrderDetail } from '../order-schemas.ts';
import { PageHead } from '../../ui/page-head.tsx';

/** The file number and address at the top of an open file's pages. */
export function OrderHeading({ detail, subtitle, titleId }: { detail: OrderDetail; subtitle: string; titleId?: string }) {
  const place = [detail.address, detail.city, [detail.state, detail.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <PageHead title={`File ${detail.fileNumber}`} titleId={titleId} eyebrow={subtitle} lead={<p className="page__lead">{place}</p>} />
  );
}

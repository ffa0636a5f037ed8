import { type OrderDetail } from '../order-schemas.ts';

/** The file number and address at the top of an open file's pages. */
export function OrderHeading({ detail, subtitle, titleId }: { detail: OrderDetail; subtitle: string; titleId?: string }) {
  const place = [detail.address, detail.city, [detail.state, detail.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <div className="page__head">
      <div>
        <p className="page__eyebrow">{subtitle}</p>
        <h1 className="page__title" id={titleId}>
          File {detail.fileNumber}
        </h1>
        <p className="page__lead">{place}</p>
      </div>
    </div>
  );
}

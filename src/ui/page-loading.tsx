/** A page's content on its way: a large spinner, and what is loading for screen readers. */
export function PageLoading({ what = 'Loading…' }: { what?: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">{what}</span>
    </div>
  );
}

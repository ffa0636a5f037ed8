export function OrdersPage() {
  return (
    <section className="page" aria-labelledby="orders-heading">
      <h1 id="orders-heading" className="page__title">
        Order tracking
      </h1>
    </section>
  );
}

import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { mapRequested, selectEditor } from '../orders-slice.ts';

/** Opened by the Map item in its own small window; it goes on to the property's location. */
export function MapPage() {
  const dispatch = useAppDispatch();
  const { order } = useAppSelector(selectEditor);
  const address = order
    ? [order.baseOrderDetail.address, order.baseOrderDetail.city, order.baseOrderDetail.state, order.baseOrderDetail.zip].filter(Boolean).join(', ')
    : '';
  useEffect(() => {
    if (address) dispatch(mapRequested(address));
  }, [dispatch, address]);
  return (
    <section className="page" aria-labelledby="map-heading">
      <h1 id="map-heading" className="page__title">
        Map
      </h1>
      <p className="page__lead" role="status">
        Opening the map for {address}…
      </p>
    </section>
  );
}

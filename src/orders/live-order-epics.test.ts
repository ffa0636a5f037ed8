import { of } from 'rxjs';
import { vi } from 'vitest';
import { sampleOrderDetail } from '../../fixtures/sample-order.ts';
import { liveChangeReceived } from '../activity/index.ts';
import { testEntry } from '../activity/test-entry.ts';
import { fakeDependencies } from '../test/fakes.ts';
import { storeWithAreas } from '../test/store-with-areas.ts';
import { orderArea } from './order-area.ts';
import type { Order } from './orders-api.ts';
import { orderLoaded, orderOpened } from './orders-slice.ts';
import { orderWithChanges } from './live-order-epics.ts';

const ORDER = 'order-1';
const detail = sampleOrderDetail({ orderGuid: ORDER, fileNumber: 'DTE-2026-0042', salesPrice: 450000, buyer: [{ FirstName: 'Ana', MiddleName: '', LastName: 'Reyes', Type: 'Individual' }] });
const order: Order = { id: ORDER, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', baseOrderDetail: detail };

function openStore() {
  const dependencies = fakeDependencies();
  vi.mocked(dependencies.ordersApi.order).mockReturnValue(of({ result: { ...order, baseOrderDetail: { ...detail, buyer: [] } } }));
  const store = storeWithAreas(dependencies, [orderArea]);
  store.dispatch(orderOpened(ORDER));
  store.dispatch(orderLoaded(order));
  // Opening it loaded it once; what follows counts from here.
  vi.mocked(dependencies.ordersApi.order).mockClear();
  return { store, api: vi.mocked(dependencies.ordersApi) };
}

describe("following a colleague's saves on the open file", () => {
  it('changes the order from the live entry itself, without fetching it again', async () => {
    vi.useFakeTimers();
    try {
      const { store, api } = openStore();
      store.dispatch(liveChangeReceived({ entry: { ...testEntry(512000), orderGuid: ORDER }, mine: false }));
      store.dispatch(liveChangeReceived({ entry: { ...testEntry(3), orderGuid: ORDER, section: 'parties', changes: [{ path: 'buyer/0/LastName', label: 'Buyer 1, Last Name', before: 'Reyes', after: 'Reyes-Lee' }] }, mine: false }));
      await vi.advanceTimersByTimeAsync(200);
      expect(api.order).not.toHaveBeenCalled();
      const stored = store.getState().orders.editor.order?.baseOrderDetail;
      expect(stored?.salesPrice).toBe(512000);
      expect(stored?.buyer[0]?.LastName).toBe('Reyes-Lee');
      expect(store.getState().orders.editor.changedByOthers.salesPrice).toEqual({ by: 'Riley Chen', at: '2026-11-25T10:00:00.000Z' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches the order when an entry adds or removes a person (it names them, it does not hold them)', async () => {
    vi.useFakeTimers();
    try {
      const { store, api } = openStore();
      store.dispatch(liveChangeReceived({ entry: { ...testEntry(4), orderGuid: ORDER, section: 'parties', changes: [{ path: 'buyer/0', label: 'Buyer 1', before: 'Ana Reyes', after: null }] }, mine: false }));
      await vi.advanceTimersByTimeAsync(200);
      expect(api.order).toHaveBeenCalledWith(ORDER);
      expect(store.getState().orders.editor.order?.baseOrderDetail.buyer).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies changes only to their own order, and refuses what it cannot apply', () => {
    expect(orderWithChanges(order, [{ orderGuid: 'other', at: 'z', changes: [{ path: 'salesPrice', after: 1 }] }])?.baseOrderDetail.salesPrice).toBe(450000);
    expect(orderWithChanges(order, [{ orderGuid: ORDER, at: 'z', changes: [{ path: 'buyer/5/LastName', after: 'X' }] }])).toBeNull();
    expect(order.baseOrderDetail.salesPrice).toBe(450000);
  });
});

import { of, Subject, throwError } from 'rxjs';
import { vi } from 'vitest';
import { sampleOrderDetail } from '../../fixtures/sample-order.ts';
import { HttpError } from '../lib/http/http-error.ts';
import { fakeDependencies, type FakeDependencies } from '../test/fakes.ts';
import { orderArea } from './order-area.ts';
import type { Order } from './orders-api.ts';
import { storeWithAreas } from '../test/store-with-areas.ts';
import { mapRequested, orderChangedElsewhere, orderCreateRequested, orderFieldSaveRequested, orderLoaded, orderOpened, orderUnsavedSettled } from './orders-slice.ts';

const ORDER = '11111111-2222-4333-8444-555555555555';
const OTHER = '99999999-2222-4333-8444-555555555555';
const detail = sampleOrderDetail({ orderGuid: ORDER, fileNumber: 'DTE-2026-0042', city: 'Austin', salesPrice: 450000 });
const order: Order = { id: ORDER, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', baseOrderDetail: detail };
const otherOrder: Order = { ...order, id: OTHER, baseOrderDetail: { ...detail, orderGuid: OTHER, fileNumber: 'OTHER-1' } };

const failure = (status: number, body: unknown, message = '') => throwError(() => new HttpError(status, body, `/api/orders/${ORDER}`, message));

/** A real store with the open order's part of the orders area; the orders API never answers unless told. */
function orderStore(change: (dependencies: FakeDependencies) => void = () => {}) {
  const dependencies = fakeDependencies();
  change(dependencies);
  const store = storeWithAreas(dependencies, [orderArea]);
  return {
    store,
    dependencies,
    api: vi.mocked(dependencies.ordersApi),
    editor: () => store.getState().orders.editor,
    create: () => store.getState().orders.create,
  };
}

/** The store with `order` open and loaded, as order entry has it. */
function openStore(change: (dependencies: FakeDependencies) => void = () => {}) {
  const view = orderStore(change);
  view.store.dispatch(orderOpened(ORDER));
  view.store.dispatch(orderLoaded(order));
  return view;
}

describe('opening an order', () => {
  it('loads the order and opens its tab, labelled with the file number, on its order entry', () => {
    const { store, api, editor } = orderStore(({ ordersApi }) => vi.mocked(ordersApi.order).mockReturnValue(of({ result: order })));
    store.dispatch(orderOpened(ORDER));
    expect(api.order).toHaveBeenCalledWith(ORDER);
    expect(editor()).toMatchObject({ orderGuid: ORDER, status: 'loaded', order, error: null });
    expect(store.getState().shell.tabs).toEqual([{ id: ORDER, label: 'DTE-2026-0042', path: `/orders/${ORDER}/file-setup/order-entry` }]);
    expect(store.getState().shell.activeTabId).toBe(ORDER);
  });

  it("says an order of another agency does not exist, whatever the server's 404 says", () => {
    const { store, editor } = orderStore(({ ordersApi }) => vi.mocked(ordersApi.order).mockReturnValue(failure(404, { message: 'There is no such order.' }, 'Not found')));
    store.dispatch(orderOpened(ORDER));
    expect(editor()).toMatchObject({ status: 'failed', order: null, error: 'This order does not exist, or it belongs to another agency.' });
    expect(store.getState().shell.tabs).toEqual([]);
  });

  it("gives the server's words for another failure, and tries again when the order is opened again", () => {
    const { store, api, editor } = orderStore(({ ordersApi }) =>
      vi.mocked(ordersApi.order).mockReturnValueOnce(failure(500, { message: 'The orders store is offline.' })).mockReturnValue(of({ result: order })),
    );
    store.dispatch(orderOpened(ORDER));
    expect(editor()).toMatchObject({ status: 'failed', error: 'The orders store is offline.' });
    store.dispatch(orderOpened(ORDER));
    expect(api.order).toHaveBeenCalledTimes(2);
    expect(editor().status).toBe('loaded');
  });

  it('says the order could not be loaded, not that it does not exist, when a failure says nothing', () => {
    const { store, editor } = orderStore(({ ordersApi }) => vi.mocked(ordersApi.order).mockReturnValue(throwError(() => new HttpError(500, null, `/api/orders/${ORDER}`, ''))));
    store.dispatch(orderOpened(ORDER));
    expect(editor()).toMatchObject({ status: 'failed', error: 'The order could not be loaded. Try again.' });
  });

  it('does not load an open order again, and drops a late answer for an order the agent has left', () => {
    const late = new Subject<{ result: Order }>();
    const { store, api, editor } = orderStore(({ ordersApi }) =>
      vi.mocked(ordersApi.order).mockImplementation((guid) => (guid === OTHER ? late : of({ result: order }))),
    );
    store.dispatch(orderOpened(OTHER));
    store.dispatch(orderOpened(ORDER));
    store.dispatch(orderOpened(ORDER));
    expect(api.order).toHaveBeenCalledTimes(2);
    late.next({ result: otherOrder });
    late.complete();
    expect(editor()).toMatchObject({ orderGuid: ORDER, status: 'loaded', order });
    expect(store.getState().shell.tabs.map((tab) => tab.label)).toEqual(['DTE-2026-0042']);
  });
});

describe('saving a field of an open order', () => {
  it('sends one JSON Patch per field, a test of what was seen then the replace, and keeps the value saved', () => {
    const answer = new Subject<null>();
    const { store, api, editor } = openStore(({ ordersApi }) => vi.mocked(ordersApi.patchOrder).mockReturnValue(answer));
    store.dispatch(orderFieldSaveRequested({ orderGuid: ORDER, field: 'city', value: 'Round Rock', seen: 'Austin' }));
    expect(api.patchOrder).toHaveBeenCalledWith(ORDER, [
      { op: 'test', path: '/City', value: 'Austin' },
      { op: 'replace', path: '/City', value: 'Round Rock' },
    ]);
    expect(editor().fields.city).toEqual({ state: 'saving' });
    answer.next(null);
    answer.complete();
    expect(editor().fields.city).toEqual({ state: 'saved' });
    expect(editor().order?.baseOrderDetail.city).toBe('Round Rock');
  });

  it('saves two quick edits of one field in order, the second testing against the first, and the last wins', () => {
    const first = new Subject<null>();
    const second = new Subject<null>();
    const { store, api, editor } = openStore(({ ordersApi }) => vi.mocked(ordersApi.patchOrder).mockReturnValueOnce(first).mockReturnValueOnce(second));
    store.dispatch(orderFieldSaveRequested({ orderGuid: ORDER, field: 'salesPrice', value: 460000, seen: 450000 }));
    store.dispatch(orderFieldSaveRequested({ orderGuid: ORDER, field: 'salesPrice', value: 475000, seen: 450000 }));
    // The second waits for the first.
    expect(api.patchOrder).toHaveBeenCalledTimes(1);
    first.next(null);
    first.complete();
    expect(api.patchOrder).toHaveBeenCalledTimes(2);
    expect(api.patchOrder).toHaveBeenLastCalledWith(ORDER, [
      { op: 'test', path: '/SalesPrice', value: 460000 },
      { op: 'replace', path: '/SalesPrice', value: 475000 },
    ]);
    second.next(null);
    second.complete();
    expect(editor().order?.baseOrderDetail.salesPrice).toBe(475000);
    expect(editor().fields.salesPrice).toEqual({ state: 'saved' });
  });

  it('saves different fields side by side: a slow one does not hold up another', () => {
    const slow = new Subject<null>();
    const { store, api, editor } = openStore(({ ordersApi }) =>
      vi.mocked(ordersApi.patchOrder).mockImplementation((_guid, operations) => (operations[0]?.path === '/City' ? slow : of(null))),
    );
    store.dispatch(orderFieldSaveRequested({ orderGuid: ORDER, field: 'city', value: 'Round Rock', seen: 'Austin' }));
    store.dispatch(orderFieldSaveRequested({ orderGuid: ORDER, field: 'lot', value: '12', seen: '' }));
    expect(api.patchOrder).toHaveBeenCalledTimes(2);
    expect(editor().fields).toEqual({ city: { state: 'saving' }, lot: { state: 'saved' } });
  });

  it("keeps a colleague's value as the one seen on a 409 that names the field, with both values to choose from", () => {
    const { store, editor } = openStore(({ ordersApi }) =>
      vi.mocked(ordersApi.patchOrder).mockReturnValue(failure(409, { result: { isSuccess: false, conflicts: [{ path: '/salesPrice', current: 480000 }] } })),
    );
    store.dispatch(orderFieldSaveRequested({ orderGuid: ORDER, field: 'salesPrice', value: 475000, seen: 450000 }));
    expect(editor().fields.salesPrice).toEqual({ state: 'conflict', mine: 475000, theirs: 480000 });
    expect(editor().order?.baseOrderDetail.salesPrice).toBe(480000);
  });

  it("puts 'This file number is already in use' with the server's message on a 409 without conflicts", () => {
    const { store, editor } = openStore(({ ordersApi }) =>
      vi
        .mocked(ordersApi.patchOrder)
        .mockReturnValueOnce(failure(409, { result: { isSuccess: false, message: 'File number TAKEN-1 is already used in your agency.' } }))
        .mockReturnValueOnce(failure(409, null)),
    );
    store.dispatch(orderFieldSaveRequested({ orderGuid: ORDER, field: 'fileNumber', value: 'TAKEN-1', seen: 'DTE-2026-0042' }));
    expect(editor().fields.fileNumber).toEqual({
      state: 'failed',
      message: 'This file number is already in use (File number TAKEN-1 is already used in your agency.)',
    });
    store.dispatch(orderFieldSaveRequested({ orderGuid: ORDER, field: 'fileNumber', value: 'TAKEN-1', seen: 'DTE-2026-0042' }));
    expect(editor().fields.fileNumber).toEqual({ state: 'failed', message: 'This file number is already in use' });
    // A refused value is not taken as saved.
    expect(editor().order?.baseOrderDetail.fileNumber).toBe('DTE-2026-0042');
  });

  it("explains other refusals with the field's server message, the error's words, or a plain 'Not saved'", () => {
    const { store, editor } = openStore(({ ordersApi }) =>
      vi
        .mocked(ordersApi.patchOrder)
        .mockReturnValueOnce(failure(400, { message: 'One or more validation errors occurred.', ExceptionList: [{ Type: 'Zip', Message: 'Please enter valid zip.' }] }))
        .mockReturnValueOnce(failure(500, null, '')),
    );
    const save = () => store.dispatch(orderFieldSaveRequested({ orderGuid: ORDER, field: 'zip', value: '787', seen: '78701' }));
    save();
    expect(editor().fields.zip).toEqual({ state: 'failed', message: 'Please enter valid zip.' });
    save();
    expect(editor().fields.zip).toEqual({ state: 'failed', message: 'Check your connection and try again.' });
    expect(editor().order?.baseOrderDetail.zip).toBe('78701');
  });

  it('keeps a save that cannot reach the server, says it waits, and sends it by itself when the network is back', () => {
    const wake = new Subject<void>();
    const { store, api, editor, dependencies } = openStore((deps) => {
      deps.wake$ = wake;
      vi.mocked(deps.ordersApi.patchOrder)
        .mockReturnValueOnce(failure(0, null, 'Could not reach the server.'))
        .mockReturnValueOnce(failure(0, null, 'Could not reach the server.'))
        .mockReturnValue(of(null));
    });
    store.dispatch(orderFieldSaveRequested({ orderGuid: ORDER, field: 'city', value: 'Round Rock', seen: 'Austin' }));
    expect(editor().fields.city).toEqual({ state: 'waiting', value: 'Round Rock' });
    // Kept beyond the tab, under the agent, until it is saved.
    expect(JSON.parse(dependencies.session.getLocalItem('unsaved-edits') ?? '{}')).toMatchObject({ [`${ORDER}:city`]: { edit: { field: 'city', value: 'Round Rock', seen: 'Austin' } } });
    wake.next();
    expect(editor().fields.city).toEqual({ state: 'waiting', value: 'Round Rock' });
    wake.next();
    expect(editor().fields.city).toEqual({ state: 'saved' });
    expect(api.patchOrder).toHaveBeenCalledTimes(3);
    expect(api.patchOrder).toHaveBeenLastCalledWith(ORDER, [
      { op: 'test', path: '/City', value: 'Austin' },
      { op: 'replace', path: '/City', value: 'Round Rock' },
    ]);
    expect(dependencies.session.getLocalItem('unsaved-edits')).toBeNull();
  });

  it("sends a waiting save on the value the agent saw, so a colleague's change meanwhile comes back as a conflict", () => {
    const wake = new Subject<void>();
    const { store, api, editor } = openStore((deps) => {
      deps.wake$ = wake;
      vi.mocked(deps.ordersApi.patchOrder)
        .mockReturnValueOnce(failure(0, null, 'Could not reach the server.'))
        .mockReturnValueOnce(failure(409, { result: { conflicts: [{ path: 'city', current: 'Georgetown' }] } }));
    });
    store.dispatch(orderFieldSaveRequested({ orderGuid: ORDER, field: 'city', value: 'Round Rock', seen: 'Austin' }));
    // The live feed brings the colleague's value while this save waits.
    store.dispatch(orderChangedElsewhere({ order: { ...order, baseOrderDetail: { ...detail, city: 'Georgetown' } }, fields: ['city'], changedBy: {} }));
    wake.next();
    expect(api.patchOrder).toHaveBeenLastCalledWith(ORDER, [
      { op: 'test', path: '/City', value: 'Austin' },
      { op: 'replace', path: '/City', value: 'Round Rock' },
    ]);
    expect(editor().fields.city).toEqual({ state: 'conflict', mine: 'Round Rock', theirs: 'Georgetown' });
  });

  it('offers the edits an earlier tab could not save when the file opens, and saves them on the value they were made on', () => {
    const { store, api, editor } = orderStore((deps) => {
      deps.session.setLocalItem('unsaved-edits', JSON.stringify({ [`${ORDER}:city`]: { owner: '', edit: { orderGuid: ORDER, field: 'city', value: 'Round Rock', seen: 'Austin' } } }));
      vi.mocked(deps.ordersApi.patchOrder).mockReturnValue(of(null));
    });
    store.dispatch(orderOpened(ORDER));
    store.dispatch(orderLoaded({ ...order, baseOrderDetail: { ...detail, city: 'Georgetown' } }));
    expect(editor().unsaved).toEqual([{ orderGuid: ORDER, field: 'city', value: 'Round Rock', seen: 'Austin' }]);
    store.dispatch(orderUnsavedSettled({ orderGuid: ORDER, save: true }));
    expect(editor().unsaved).toEqual([]);
    expect(api.patchOrder).toHaveBeenCalledWith(ORDER, [
      { op: 'test', path: '/City', value: 'Austin' },
      { op: 'replace', path: '/City', value: 'Round Rock' },
    ]);
  });

  it("turns a conflict over one buyer into the whole list as stored now, that buyer as the colleague left them", () => {
    const buyers = [
      { FirstName: 'Ana', MiddleName: '', LastName: 'Reyes', Type: 'Individual' as const },
      { FirstName: 'Ben', MiddleName: '', LastName: 'Cole', Type: 'Individual' as const },
    ];
    const theirs = { ...buyers[1], LastName: 'Cole-Ray' };
    const { store, api, editor } = openStore((deps) => {
      vi.mocked(deps.ordersApi.patchOrder).mockReturnValue(failure(409, { result: { conflicts: [{ path: '/buyer/1', current: theirs }] } }));
    });
    store.dispatch(orderChangedElsewhere({ order: { ...order, baseOrderDetail: { ...detail, buyer: buyers } }, fields: ['buyer'], changedBy: {} }));
    const mine = [buyers[0], { ...buyers[1], MiddleName: 'J' }];
    store.dispatch(orderFieldSaveRequested({ orderGuid: ORDER, field: 'buyer', value: mine, seen: buyers }));
    expect(api.patchOrder).toHaveBeenCalledWith(ORDER, [
      { op: 'test', path: '/Buyer/1', value: buyers[1] },
      { op: 'replace', path: '/Buyer/1', value: mine[1] },
    ]);
    expect(editor().fields.buyer).toEqual({ state: 'conflict', mine, theirs: [buyers[0], theirs] });
  });

  it('does not mark a field of another order when its save answers after the agent opened that one', () => {
    const answer = new Subject<null>();
    const { store, editor } = openStore(({ ordersApi }) => {
      vi.mocked(ordersApi.patchOrder).mockReturnValue(answer);
      vi.mocked(ordersApi.order).mockReturnValue(of({ result: otherOrder }));
    });
    store.dispatch(orderFieldSaveRequested({ orderGuid: ORDER, field: 'city', value: 'Round Rock', seen: 'Austin' }));
    store.dispatch(orderOpened(OTHER));
    answer.next(null);
    answer.complete();
    expect(editor()).toMatchObject({ orderGuid: OTHER, fields: {} });
    expect(editor().order?.baseOrderDetail.city).toBe('Austin');
  });
});

describe('creating an order', () => {
  const newDetail = sampleOrderDetail({ fileNumber: 'NEW-2026-0001' });
  const NEW_ID = '22222222-2222-4333-8444-555555555555';

  it('sends the detail, is saving until the server answers, then opens the new order in a tab, on its order entry', () => {
    const answer = new Subject<{ result: { isSuccess: boolean; message: string; orderId: string } }>();
    const { store, api, dependencies, create } = orderStore(({ ordersApi }) => vi.mocked(ordersApi.createOrder).mockReturnValue(answer));
    store.dispatch(orderCreateRequested(newDetail));
    expect(api.createOrder).toHaveBeenCalledWith(newDetail);
    expect(create().status).toBe('saving');
    expect(dependencies.navigation.navigate).not.toHaveBeenCalled();
    answer.next({ result: { isSuccess: true, message: 'Succesfully created', orderId: NEW_ID } });
    answer.complete();
    expect(dependencies.navigation.navigate).toHaveBeenCalledWith(`/orders/${NEW_ID}/file-setup/order-entry`);
    expect(store.getState().shell.tabs).toEqual([{ id: NEW_ID, label: 'NEW-2026-0001', path: `/orders/${NEW_ID}/file-setup/order-entry` }]);
    expect(create()).toEqual({ status: 'created', error: null, fieldErrors: {} });
  });

  it("on a 409 gives the server's message and puts 'This file number is already in use' on File Number", () => {
    const { store, dependencies, create } = orderStore(({ ordersApi }) =>
      vi
        .mocked(ordersApi.createOrder)
        .mockReturnValueOnce(failure(409, { result: { isSuccess: false, message: 'File number NEW-2026-0001 is already used in your agency.' } }))
        .mockReturnValueOnce(failure(409, null)),
    );
    store.dispatch(orderCreateRequested(newDetail));
    expect(create()).toEqual({
      status: 'failed',
      error: 'File number NEW-2026-0001 is already used in your agency.',
      fieldErrors: { fileNumber: 'This file number is already in use' },
    });
    store.dispatch(orderCreateRequested(newDetail));
    expect(create().error).toBe('This file number is already in use');
    expect(dependencies.navigation.navigate).not.toHaveBeenCalled();
  });

  it('puts a 400 ExceptionList on its fields, and says why any other failure happened', () => {
    const { store, create } = orderStore(({ ordersApi }) =>
      vi
        .mocked(ordersApi.createOrder)
        .mockReturnValueOnce(
          failure(400, { message: 'One or more validation errors occurred.', ExceptionList: [{ Type: 'Zip', Message: 'Please enter valid zip.' }, { Type: 'City', Message: 'Please enter city name.' }] }),
        )
        .mockReturnValueOnce(failure(500, null, '')),
    );
    store.dispatch(orderCreateRequested(newDetail));
    expect(create()).toEqual({
      status: 'failed',
      error: 'Please correct the highlighted fields.',
      fieldErrors: { zip: 'Please enter valid zip.', city: 'Please enter city name.' },
    });
    store.dispatch(orderCreateRequested(newDetail));
    expect(create()).toEqual({ status: 'failed', error: 'The order could not be created.', fieldErrors: {} });
  });
});

describe('the Map window', () => {
  it("goes on to the property's address on OpenStreetMap", () => {
    const { store, dependencies } = orderStore();
    store.dispatch(mapRequested('1200 Lakeshore Dr, Austin, TX, 78701'));
    expect(dependencies.browser.goTo).toHaveBeenCalledWith('https://www.openstreetmap.org/search?query=1200%20Lakeshore%20Dr%2C%20Austin%2C%20TX%2C%2078701');
  });
});

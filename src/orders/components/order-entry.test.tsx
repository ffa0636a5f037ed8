// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, Subject, throwError } from 'rxjs';
import { vi } from 'vitest';
import { HttpError } from '../../lib/http/http-error.ts';
import { unsavedWork } from '../../lib/leave-guard.ts';
import { fakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { Order, OrdersApi } from '../orders-api.ts';
import { orderLoaded, orderOpened } from '../orders-slice.ts';
import type { Draft } from '../../drafts/drafts-slice.ts';
import { DRAFTS_KEY } from '../../drafts/drafts-epics.ts';
import { emptyOrderDetail } from '../order-defaults.ts';
import { NewOrderPage, OrderEntryPage } from './order-pages.tsx';

const order: Order = {
  id: '11111111-2222-4333-8444-555555555555',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  baseOrderDetail: { ...emptyOrderDetail(), fileNumber: 'MINE-1', transactionType: 'Purchase', address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', salesPrice: 450000 },
};

/** Opens `order` in order entry, with the drafts a reload or a sign-out left for it. */
function openOrder(patchOrder: OrdersApi['patchOrder'], draft?: Draft, wake$?: Subject<void>) {
  const dependencies = fakeDependencies();
  dependencies.ordersApi.patchOrder = patchOrder;
  if (wake$) dependencies.wake$ = wake$;
  const preloadedState = draft ? { drafts: { byKey: { [`order:${order.id}`]: draft } } } : undefined;
  const view = renderWithProviders(<OrderEntryPage />, { dependencies, preloadedState });
  act(() => {
    view.store.dispatch(orderOpened(order.id));
    view.store.dispatch(orderLoaded(order));
  });
  return view;
}

describe('order entry', () => {
  it('sends what the agent saw with each save (a JSON Patch test before the replace)', async () => {
    const user = userEvent.setup();
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() => of(null));
    openOrder(patchOrder);
    const price = screen.getByLabelText('Sales Price');
    await user.clear(price);
    await user.type(price, '475000');
    await user.tab();
    await screen.findByText('Saved');
    expect(patchOrder).toHaveBeenCalledWith(order.id, [
      { op: 'test', path: '/SalesPrice', value: 450000 },
      { op: 'replace', path: '/SalesPrice', value: 475000 },
    ]);
  });

  it("shows a colleague's change beside the field, and keeps theirs when asked", async () => {
    const user = userEvent.setup();
    const conflict = new HttpError(409, { result: { isSuccess: false, message: 'Someone else changed this since you read it.', conflicts: [{ path: '/salesPrice', current: 480000 }] } }, '/api/orders', 'x');
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() => throwError(() => conflict));
    openOrder(patchOrder);
    const price = screen.getByLabelText('Sales Price');
    await user.clear(price);
    await user.type(price, '475000');
    await user.tab();
    const notice = await screen.findByText(/Someone else changed this while you were editing/);
    expect(notice).toHaveTextContent('Theirs: 480,000.00');
    expect(notice).toHaveTextContent('Yours: 475,000.00');
    expect(screen.getByRole('status')).toHaveTextContent('Someone else changed this file');
    await user.click(screen.getByRole('button', { name: 'Keep theirs' }));
    expect(price).toHaveValue('480000.00');
    expect(screen.queryByText(/Someone else changed this while you were editing/)).not.toBeInTheDocument();
    // Nothing more was sent: their value is what is stored.
    expect(patchOrder).toHaveBeenCalledOnce();
  });

  it('saves mine over theirs knowingly, testing against their value', async () => {
    const user = userEvent.setup();
    const conflict = new HttpError(409, { result: { conflicts: [{ path: '/salesPrice', current: 480000 }] } }, '/api/orders', 'x');
    const patchOrder = vi.fn<OrdersApi['patchOrder']>().mockReturnValueOnce(throwError(() => conflict)).mockReturnValue(of(null));
    openOrder(patchOrder);
    const price = screen.getByLabelText('Sales Price');
    await user.clear(price);
    await user.type(price, '475000');
    await user.tab();
    await user.click(await screen.findByRole('button', { name: 'Save mine instead' }));
    await screen.findByText('Saved');
    expect(patchOrder).toHaveBeenLastCalledWith(order.id, [
      { op: 'test', path: '/SalesPrice', value: 480000 },
      { op: 'replace', path: '/SalesPrice', value: 475000 },
    ]);
  });

  it('drops "Not saved" when the field is typed back to its saved value', async () => {
    const user = userEvent.setup();
    const taken = new Subject<null>();
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() => taken);
    openOrder(patchOrder);
    const number = screen.getByLabelText('File Number');
    await user.clear(number);
    await user.type(number, 'TAKEN-1');
    await user.tab();
    act(() => taken.error(new HttpError(409, { result: { isSuccess: false, message: 'File number TAKEN-1 is already used.' } }, '/api/orders', 'x')));
    // Section 8: the app's message and the server's, both.
    expect(await screen.findByText('Not saved: This file number is already in use (File number TAKEN-1 is already used.)')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, 'MINE-1');
    await user.tab();
    expect(screen.queryByText(/Not saved/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent('Some changes are not saved');
  });
});

describe('order entry with a value that breaks its rule', () => {
  it("shows a buyer's too-long first name on that field, sends nothing and no longer says Saved", async () => {
    const user = userEvent.setup();
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() => of(null));
    const buyer = { FirstName: 'Ana', MiddleName: '', LastName: 'Ruiz', Type: 'Individual' as const };
    const dependencies = fakeDependencies();
    dependencies.ordersApi.patchOrder = patchOrder;
    const view = renderWithProviders(<OrderEntryPage />, { dependencies });
    act(() => {
      view.store.dispatch(orderOpened(order.id));
      view.store.dispatch(orderLoaded({ ...order, baseOrderDetail: { ...order.baseOrderDetail, buyer: [buyer] } }));
    });
    const firstName = within(screen.getByRole('group', { name: 'Buyers 1' })).getByLabelText('First Name');
    await user.type(firstName, 'a');
    await user.tab();
    const buyers = screen.getByRole('heading', { name: 'Buyers' }).parentElement as HTMLElement;
    expect(await within(buyers).findByText('Saved')).toBeInTheDocument();
    patchOrder.mockClear();

    await user.clear(firstName);
    await user.click(firstName);
    await user.paste('A'.repeat(101));
    await user.tab();
    expect(await screen.findByText('Use at most 100 characters.', {}, { timeout: 3000 })).toBeInTheDocument();
    // Still there once the save's wait (700 ms) has run its check and refused to send it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(screen.getByText('Use at most 100 characters.')).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(within(buyers).queryByText('Saved')).not.toBeInTheDocument();
    expect(patchOrder).not.toHaveBeenCalled();
  });
});

describe('order entry draft discarded', () => {
  it('drops an offered draft on "Discard my changes" and sends nothing', async () => {
    const user = userEvent.setup();
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() => of(null));
    const view = openOrder(patchOrder, { city: { base: 'Austin', mine: 'Round Rock' } });
    await user.click(screen.getByRole('button', { name: 'Discard my changes' }));
    expect(screen.queryByText('You have changes that were not saved:')).not.toBeInTheDocument();
    expect(view.store.getState().drafts.byKey[`order:${order.id}`]).toBeUndefined();
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(patchOrder).not.toHaveBeenCalled();
  });
});

describe('order entry with a date waiting for its meaning', () => {
  it('asks before leaving, though nothing else is unsaved', async () => {
    const user = userEvent.setup();
    const view = openOrder(vi.fn<OrdersApi['patchOrder']>(() => of(null)));
    await user.type(screen.getByLabelText('Disbursement Date', { exact: true }), '04-03-2027');
    await user.tab();
    expect(screen.getByRole('group', { name: 'Confirm Disbursement Date' })).toBeInTheDocument();
    await act(() => view.router.navigate('/orders/elsewhere'));
    expect(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).toHaveTextContent('You have changes to Disbursement Date');
  });
});

describe('order entry after a failed save', () => {
  it('sends the kept value again on "Try again", and leaving asks first while it is not saved', async () => {
    const user = userEvent.setup();
    const patchOrder = vi
      .fn<OrdersApi['patchOrder']>()
      .mockReturnValueOnce(throwError(() => new HttpError(500, { message: 'The store is busy.' }, '/api/orders', 'The store is busy.')))
      .mockReturnValue(of(null));
    openOrder(patchOrder);
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Round Rock');
    await user.tab();
    expect(await screen.findByText(/Not saved: The store is busy/)).toBeInTheDocument();
    expect(unsavedWork()).toEqual(['City']);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Saved');
    expect(patchOrder).toHaveBeenLastCalledWith(order.id, [
      { op: 'test', path: '/City', value: 'Austin' },
      { op: 'replace', path: '/City', value: 'Round Rock' },
    ]);
    expect(unsavedWork()).toEqual([]);
  });

  it('says an edit made offline waits, and saves it by itself when the network returns, with no click', async () => {
    const user = userEvent.setup();
    const wake = new Subject<void>();
    const patchOrder = vi
      .fn<OrdersApi['patchOrder']>()
      .mockReturnValueOnce(throwError(() => new HttpError(0, null, '/api/orders', 'Could not reach the server.')))
      .mockReturnValue(of(null));
    openOrder(patchOrder, undefined, wake);
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Round Rock');
    await user.tab();
    expect(await screen.findByText('Waiting to be saved: offline')).toBeInTheDocument();
    expect(screen.getByText('You are offline: 1 change waits to be saved. It is saved by itself when the connection returns.')).toBeInTheDocument();
    act(() => wake.next());
    await screen.findByText('Saved');
    expect(patchOrder).toHaveBeenCalledTimes(2);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });
});

describe('new order', () => {
  it('fills or empties every address field from a pasted line', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewOrderPage />);
    const paste = screen.getByLabelText('Paste a full address');
    await user.type(paste, '1200 Lakeshore Dr, Austin, TX 78701{Enter}');
    expect(screen.getByLabelText('Zip')).toHaveValue('78701');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    await user.clear(paste);
    await user.type(paste, '55 Elm Street, Springfield{Enter}');
    expect(screen.getByLabelText('Address')).toHaveValue('55 Elm Street');
    expect(screen.getByLabelText('City')).toHaveValue('Springfield');
    // Nothing of the first paste stays behind.
    expect(screen.getByLabelText('State')).toHaveValue('');
    expect(screen.getByLabelText('Zip')).toHaveValue('');
    expect(within(paste.closest('.address-paste') as HTMLElement).getByText(/emptied: state, zip/)).toBeInTheDocument();
  });

  it('takes typed digits in Sales Price from its initial 0.00', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewOrderPage />);
    const price = screen.getByLabelText('Sales Price');
    expect(price).toHaveValue('0.00');
    await user.click(price);
    await user.keyboard('450000');
    await user.tab();
    expect(price).toHaveValue('450000.00');
  });

  it('keeps what was typed through a reload or a sign-out, and gives it back when the form opens again', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<NewOrderPage />);
    await user.type(screen.getByLabelText('File Number'), 'DRAFT-7');
    await user.type(screen.getByLabelText('City'), 'Tampa');
    // What a reload leaves: session storage (a forced sign-out carries it to the next sign-in).
    // What a reload leaves: session storage (a forced sign-out carries it to the next sign-in),
    // read back into the store when the app starts (drafts-epics).
    const stored = JSON.parse(first.dependencies.session.getSessionItem(DRAFTS_KEY) ?? '{}') as Record<string, Draft>;
    first.unmount();
    const restoredStore = renderWithProviders(<NewOrderPage />, { preloadedState: { drafts: { byKey: stored } } });
    expect(screen.getByLabelText('File Number')).toHaveValue('DRAFT-7');
    expect(screen.getByLabelText('City')).toHaveValue('Tampa');
    expect(screen.getByRole('status')).toHaveTextContent('Your unsaved changes are back: File Number, City. Create the order to keep them.');
    await user.click(screen.getByRole('button', { name: 'Discard my changes' }));
    expect(screen.getByLabelText('File Number')).toHaveValue('');
    expect(restoredStore.store.getState().drafts.byKey['new-order']).toBeUndefined();
  });
});

describe('order entry drafts', () => {
  it('offers a draft instead of saving it, then saves it when put back and asks about a colleague\'s change', async () => {
    const user = userEvent.setup();
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() => of(null));
    openOrder(patchOrder, {
      city: { base: 'Austin', mine: 'Round Rock' },
      // A colleague has saved 450000 over the 400000 the agent started from.
      salesPrice: { base: 400000, mine: 475000 },
    });
    // Nothing is sent, nor shown in the form, until the agent puts the changes back.
    expect(screen.getByText('You have changes that were not saved:')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(patchOrder).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Put my changes back' }));
    expect(screen.getByLabelText('City')).toHaveValue('Round Rock');
    expect(await screen.findByText(/Someone else changed this while you were editing/)).toHaveTextContent('Theirs: 450,000.00');
    await vi.waitFor(() => expect(patchOrder).toHaveBeenCalledWith(order.id, [
      { op: 'test', path: '/City', value: 'Austin' },
      { op: 'replace', path: '/City', value: 'Round Rock' },
    ]));
    // The price waits for the agent's choice.
    expect(patchOrder).toHaveBeenCalledOnce();
  });
});

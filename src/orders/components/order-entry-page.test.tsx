// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, Subject, throwError } from 'rxjs';
import { vi } from 'vitest';
import { sampleOrderDetail } from '../../../fixtures/sample-order.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { fakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { Order, OrdersApi } from '../orders-api.ts';
import { orderLoaded, orderOpened } from '../orders-slice.ts';
import { OrderEntryPage } from './order-pages.tsx';

const ORDER = '11111111-2222-4333-8444-555555555555';
const order: Order = {
  id: ORDER,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  baseOrderDetail: sampleOrderDetail({ orderGuid: ORDER, fileNumber: 'DTE-2026-0042' }),
};

/** Order entry with `order` open, each save answered by `patchOrder`. */
function openOrder(patchOrder: OrdersApi['patchOrder'], options: { advanceTimers?: (ms: number) => void } = {}) {
  const dependencies = fakeDependencies();
  dependencies.ordersApi.patchOrder = patchOrder;
  const view = renderWithProviders(<OrderEntryPage />, { dependencies, route: `/orders/${ORDER}/file-setup/order-entry` });
  act(() => {
    view.store.dispatch(orderOpened(ORDER));
    view.store.dispatch(orderLoaded(order));
  });
  return { ...view, user: userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {}) };
}

/** The save state shown beside a field. */
const saveStateOf = (label: string) => (screen.getByLabelText(label).closest('.saved-field') as HTMLElement).querySelector('.save-state')?.textContent ?? null;
const field = (label: string) => screen.getByLabelText(label);
const summary = () => screen.getByRole('status');

describe('order entry saves each field on its own', () => {
  it('shows the order it opened, with its heading, and saves nothing until a field changes', () => {
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() => of(null));
    openOrder(patchOrder);
    expect(screen.getByRole('heading', { name: 'File DTE-2026-0042' })).toBeInTheDocument();
    expect(screen.getByText('1200 Lakeshore Dr, Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(screen.getByLabelText('Sales Price')).toHaveValue('450000.00');
    expect(within(screen.getByRole('group', { name: 'Buyers 1' })).getByLabelText('Last Name')).toHaveValue('Reyes');
    expect(summary()).toHaveTextContent('Changes save as you type');
    expect(screen.queryByRole('button', { name: 'Create order' })).not.toBeInTheDocument();
    expect(patchOrder).not.toHaveBeenCalled();
  });

  it('saves a typed text field with a test of the stored value, says Saving… then Saved, and updates the heading', async () => {
    const answer = new Subject<null>();
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() => answer);
    const { user } = openOrder(patchOrder);
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Round Rock');
    await user.tab();
    await waitFor(() => expect(patchOrder).toHaveBeenCalledTimes(1));
    expect(patchOrder).toHaveBeenCalledWith(ORDER, [
      { op: 'test', path: '/City', value: 'Austin' },
      { op: 'replace', path: '/City', value: 'Round Rock' },
    ]);
    expect(saveStateOf('City')).toBe('Saving…');
    expect(summary()).toHaveTextContent('Saving…');
    act(() => {
      answer.next(null);
      answer.complete();
    });
    expect(saveStateOf('City')).toBe('Saved');
    expect(summary()).toHaveTextContent('All changes saved');
    expect(screen.getByText('1200 Lakeshore Dr, Round Rock, TX 78701')).toBeInTheDocument();
  });

  it('saves a chosen state and a changed buyer, each under its own pointer', async () => {
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() => of(null));
    const { user } = openOrder(patchOrder);
    await user.selectOptions(screen.getByLabelText('State'), 'CA');
    const buyer = within(screen.getByRole('group', { name: 'Buyers 1' })).getByLabelText('Middle Name');
    await user.type(buyer, 'M');
    await user.tab();
    await waitFor(() => expect(patchOrder).toHaveBeenCalledTimes(2));
    expect(patchOrder).toHaveBeenCalledWith(ORDER, [
      { op: 'test', path: '/State', value: 'TX' },
      { op: 'replace', path: '/State', value: 'CA' },
    ]);
    expect(patchOrder).toHaveBeenCalledWith(ORDER, [
      // Person by person: a colleague's change to another buyer is no conflict.
      { op: 'test', path: '/Buyer/0', value: { FirstName: 'Ana', MiddleName: '', LastName: 'Reyes', Type: 'Individual' } },
      { op: 'replace', path: '/Buyer/0', value: { FirstName: 'Ana', MiddleName: 'M', LastName: 'Reyes', Type: 'Individual' } },
    ]);
    expect(await screen.findAllByText('Saved')).toHaveLength(2);
  });

  it('saves a typed date, read day first, as the ISO day it means', async () => {
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() => of(null));
    const { user } = openOrder(patchOrder);
    const date = screen.getByLabelText('Disbursement Date', { exact: true });
    await user.clear(date);
    await user.type(date, '30-12-2026');
    await user.tab();
    expect(screen.getByText('Reads as December 30, 2026')).toBeInTheDocument();
    await waitFor(() =>
      expect(patchOrder).toHaveBeenCalledWith(ORDER, [
        { op: 'test', path: '/DisbursementDate', value: '2026-12-16T00:00:00Z' },
        { op: 'replace', path: '/DisbursementDate', value: '2026-12-30T00:00:00Z' },
      ]),
    );
    expect(date).toHaveValue('12-30-2026');
  });

  it('asks which date a date that reads two ways means, and saves only the one chosen', async () => {
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() => of(null));
    const { user } = openOrder(patchOrder);
    const date = screen.getByLabelText('Disbursement Date', { exact: true });
    await user.clear(date);
    await user.type(date, '05-06-2027');
    await user.tab();
    const confirm = screen.getByRole('group', { name: 'Confirm Disbursement Date' });
    expect(confirm).toHaveTextContent('“05-06-2027” could be either date. Which one do you mean?');
    await user.click(within(confirm).getByRole('button', { name: 'Use May 6, 2027' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(patchOrder).toHaveBeenCalledTimes(1);
    expect(patchOrder).toHaveBeenCalledWith(ORDER, [
      { op: 'test', path: '/DisbursementDate', value: '2026-12-16T00:00:00Z' },
      { op: 'replace', path: '/DisbursementDate', value: '2027-05-06T00:00:00Z' },
    ]);
  });

  it('keeps and explains a value that breaks its rule, and sends only the fields that pass', async () => {
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() => of(null));
    const { user } = openOrder(patchOrder);
    const number = screen.getByLabelText('File Number');
    await user.clear(number);
    await user.type(number, 'DTE 2026/42');
    await user.tab();
    const county = screen.getByLabelText('County');
    await user.clear(county);
    await user.type(county, 'Williamson');
    await user.tab();
    await waitFor(() => expect(saveStateOf('County')).toBe('Saved'));
    expect(field('File Number')).toHaveAccessibleDescription('Use letters, digits and dashes (up to 40).');
    expect(number).toHaveValue('DTE 2026/42');
    expect(patchOrder).toHaveBeenCalledTimes(1);
    expect(patchOrder).toHaveBeenCalledWith(ORDER, [
      { op: 'test', path: '/County', value: 'Travis' },
      { op: 'replace', path: '/County', value: 'Williamson' },
    ]);
  });

  it("shows the server's reason beside a refused field, keeps the typed value, and offers Try again", async () => {
    const patchOrder = vi
      .fn<OrdersApi['patchOrder']>()
      .mockReturnValueOnce(
        throwError(() => new HttpError(400, { message: 'One or more validation errors occurred.', ExceptionList: [{ Type: 'ParcelId', Message: 'This parcel is not in Travis County.' }] }, '/api/orders', 'x')),
      )
      .mockReturnValue(of(null));
    const { user } = openOrder(patchOrder);
    const parcel = screen.getByLabelText('Parcel ID');
    await user.type(parcel, '999-999');
    await user.tab();
    expect(await screen.findByText('Not saved: This parcel is not in Travis County.')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Some changes are not saved');
    expect(parcel).toHaveValue('999-999');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saveStateOf('Parcel ID')).toBe('Saved'));
    expect(patchOrder).toHaveBeenCalledTimes(2);
    expect(patchOrder).toHaveBeenLastCalledWith(ORDER, [
      { op: 'test', path: '/ParcelId', value: '' },
      { op: 'replace', path: '/ParcelId', value: '999-999' },
    ]);
  });

  it("shows 'This file number is already in use' with the server's message when a changed file number is taken", async () => {
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() =>
      throwError(() => new HttpError(409, { result: { isSuccess: false, message: 'File number TAKEN-2026-0001 is already used in your agency.' } }, '/api/orders', 'x')),
    );
    const { user } = openOrder(patchOrder);
    const number = screen.getByLabelText('File Number');
    await user.clear(number);
    await user.type(number, 'TAKEN-2026-0001');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: This file number is already in use (File number TAKEN-2026-0001 is already used in your agency.)',
    );
    expect(number).toHaveValue('TAKEN-2026-0001');
    expect(screen.getByRole('heading', { name: 'File DTE-2026-0042' })).toBeInTheDocument();
  });

  it("shows a colleague's change to a party list by the names, and keeps theirs when asked", async () => {
    const theirs = [{ FirstName: 'Ana', MiddleName: '', LastName: 'Reyes-Lopez', Type: 'Individual' }];
    const patchOrder = vi.fn<OrdersApi['patchOrder']>(() =>
      throwError(() => new HttpError(409, { result: { isSuccess: false, conflicts: [{ path: '/buyer', current: theirs }] } }, '/api/orders', 'x')),
    );
    const { user } = openOrder(patchOrder);
    const first = within(screen.getByRole('group', { name: 'Buyers 1' })).getByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Anna');
    await user.tab();
    const notice = await screen.findByText(/Someone else changed this while you were editing/);
    expect(notice).toHaveTextContent('Theirs: Ana Reyes-Lopez. Yours: Anna Reyes.');
    await user.click(screen.getByRole('button', { name: 'Keep theirs' }));
    expect(within(screen.getByRole('group', { name: 'Buyers 1' })).getByLabelText('Last Name')).toHaveValue('Reyes-Lopez');
    expect(within(screen.getByRole('group', { name: 'Buyers 1' })).getByLabelText('First Name')).toHaveValue('Ana');
    expect(patchOrder).toHaveBeenCalledOnce();
  });
});

describe('order entry with two quick edits of one field', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves them in order, the second only after the first, testing against it, and the last value wins', async () => {
    const first = new Subject<null>();
    const second = new Subject<null>();
    const patchOrder = vi.fn<OrdersApi['patchOrder']>().mockReturnValueOnce(first).mockReturnValueOnce(second).mockReturnValue(of(null));
    const { user } = openOrder(patchOrder, { advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    // The saves wait 700 ms after the last change; the clock runs, and this test moves it on too.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Round Rock');
    await user.tab();
    // 700 ms after the last change, the field is saved.
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(patchOrder).toHaveBeenCalledTimes(1);
    await user.clear(city);
    await user.type(city, 'Georgetown');
    await user.tab();
    await act(() => vi.advanceTimersByTimeAsync(700));
    // The second save waits for the first.
    expect(patchOrder).toHaveBeenCalledTimes(1);
    act(() => {
      first.next(null);
      first.complete();
    });
    expect(patchOrder).toHaveBeenCalledTimes(2);
    expect(patchOrder).toHaveBeenNthCalledWith(2, ORDER, [
      { op: 'test', path: '/City', value: 'Round Rock' },
      { op: 'replace', path: '/City', value: 'Georgetown' },
    ]);
    act(() => {
      second.next(null);
      second.complete();
    });
    expect(saveStateOf('City')).toBe('Saved');
    expect(city).toHaveValue('Georgetown');
    expect(screen.getByText('1200 Lakeshore Dr, Georgetown, TX 78701')).toBeInTheDocument();
  });
});

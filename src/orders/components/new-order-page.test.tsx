// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { of, Subject, throwError } from 'rxjs';
import { vi } from 'vitest';
import { HttpError } from '../../lib/http/http-error.ts';
import { fakeDependencies, type FakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { OrderDetail } from '../order-schemas.ts';
import { NewOrderPage } from './order-pages.tsx';

const NEW_ID = '22222222-2222-4333-8444-555555555555';
type Created = { result: { isSuccess: boolean; message: string; orderId: string } };

/** The new-order form, with the create call answering as `change` says (never, by default). */
function openNewOrder(change: (dependencies: FakeDependencies) => void = () => {}) {
  const dependencies = fakeDependencies();
  change(dependencies);
  const view = renderWithProviders(<NewOrderPage />, { dependencies, route: '/orders/new' });
  return { ...view, createOrder: vi.mocked(dependencies.ordersApi.createOrder), user: userEvent.setup() };
}

const party = (title: string, index: number) => screen.getByRole('group', { name: `${title} ${index}` });
const create = () => screen.getByRole('button', { name: 'Create order' });
/** A field found by its label, as the agent (or a screen reader) finds it. */
const field = (label: string) => screen.getByLabelText(label);

async function nameParty(user: UserEvent, title: string, index: number, first: string, last: string) {
  const group = party(title, index);
  await user.type(within(group).getByLabelText('First Name'), first);
  await user.type(within(group).getByLabelText('Last Name'), last);
}

/** Fills in every required field of a cash purchase. */
async function fillCashPurchase(user: UserEvent, fileNumber = 'NEW-2026-0001') {
  await user.type(screen.getByLabelText('File Number'), fileNumber);
  await user.selectOptions(screen.getByLabelText('Transaction Type'), 'Purchase');
  await user.click(screen.getByRole('radio', { name: 'Cash' }));
  await user.type(screen.getByLabelText('Paste a full address'), '1200 Lakeshore Dr, Austin, TX 78701{Enter}');
  await user.click(screen.getByLabelText('Sales Price'));
  await user.keyboard('450000');
  await user.tab();
  await nameParty(user, 'Buyers', 1, 'Ana', 'Reyes');
  await nameParty(user, 'Sellers', 1, 'Tom', 'Baker');
}

describe('the new order form', () => {
  it('names every missing required field with its message, and sends nothing', async () => {
    const { createOrder, user } = openNewOrder();
    await user.click(create());
    expect(await screen.findByText('Please enter file number.')).toBeInTheDocument();
    expect(field('File Number')).toHaveAccessibleDescription('Please enter file number.');
    expect(field('Transaction Type')).toHaveAccessibleDescription('Please select transaction type.');
    expect(field('Address')).toHaveAccessibleDescription('Please enter the property address.');
    expect(field('City')).toHaveAccessibleDescription('Please enter city name.');
    expect(field('State')).toHaveAccessibleDescription('Please select state.');
    expect(field('Loan Amount')).toHaveAccessibleDescription('Please enter the loan amount for a financed closing.');
    for (const title of ['Buyers', 'Sellers']) {
      expect(within(party(title, 1)).getByText('Please enter first name')).toBeInTheDocument();
      expect(within(party(title, 1)).getByText('Please enter last name.')).toBeInTheDocument();
    }
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('shows a field as invalid only once it is left, and takes a zip of 5 or 9 digits only', async () => {
    const { user } = openNewOrder();
    const zip = screen.getByLabelText('Zip');
    await user.type(zip, '7870');
    expect(field('Zip')).not.toHaveAccessibleDescription();
    await user.tab();
    expect(field('Zip')).toHaveAccessibleDescription('Please enter valid zip.');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    await user.type(zip, '11234');
    await user.tab();
    expect(field('Zip')).not.toHaveAccessibleDescription();
    expect(zip).toHaveValue('787011234');
  });

  it('blocks keys that would break an amount, and shows it with two decimals when left', async () => {
    const { user } = openNewOrder();
    const price = screen.getByLabelText('Sales Price');
    await user.click(price);
    await user.keyboard('12a,3.4.56');
    expect(price).toHaveValue('123.45');
    await user.tab();
    expect(price).toHaveValue('123.45');
    const loan = screen.getByLabelText('Loan Amount');
    await user.click(loan);
    await user.keyboard('360000.5');
    await user.tab();
    expect(loan).toHaveValue('360000.50');
    expect(field('Loan Amount')).not.toHaveAccessibleDescription();
  });

  it('asks for the loan and the lender only for a financed closing', async () => {
    const { user } = openNewOrder();
    expect(screen.getByRole('radio', { name: 'Finance' })).toBeChecked();
    expect(screen.getByLabelText('Loan Amount')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lender' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(screen.queryByLabelText('Loan Amount')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lender' })).not.toBeInTheDocument();
    await user.click(create());
    expect(await screen.findByText('Please enter file number.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter the loan amount for a financed closing.')).not.toBeInTheDocument();
  });

  it('splits a pasted address with its state spelled out, and says so when it recognises nothing', async () => {
    const { user } = openNewOrder();
    const paste = screen.getByLabelText('Paste a full address');
    const split = screen.getByRole('button', { name: 'Split into fields' });
    expect(split).toBeDisabled();
    await user.type(paste, '55 Elm Street, Springfield, Illinois 62701');
    await user.click(split);
    expect(screen.getByLabelText('Address')).toHaveValue('55 Elm Street');
    expect(screen.getByLabelText('City')).toHaveValue('Springfield');
    expect(screen.getByLabelText('State')).toHaveValue('IL');
    expect(screen.getByLabelText('Zip')).toHaveValue('62701');
    expect(screen.getByText('Filled in street, city, state, zip.')).toBeInTheDocument();
    await user.clear(paste);
    await user.type(paste, '1200 Lakeshore Dr Austin TX 78701{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('1200 Lakeshore Dr'));
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(screen.getByLabelText('Zip')).toHaveValue('78701');
    await user.clear(paste);
    await user.type(paste, '   ,  {Enter}');
    expect(screen.getByText('No address parts were recognised; please fill the fields in.')).toBeInTheDocument();
    // What the earlier paste filled in is kept.
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
  });

  it('adds and removes buyers and sellers, keeping the names of the others', async () => {
    const { user } = openNewOrder();
    await nameParty(user, 'Buyers', 1, 'Ana', 'Reyes');
    await user.click(screen.getByRole('button', { name: 'Add buyer' }));
    await nameParty(user, 'Buyers', 2, 'Luis', 'Reyes');
    await user.selectOptions(within(party('Buyers', 2)).getByLabelText('Type'), 'Trust');
    await user.click(screen.getByRole('button', { name: 'Remove buyer 1' }));
    expect(screen.queryByRole('group', { name: 'Buyers 2' })).not.toBeInTheDocument();
    expect(within(party('Buyers', 1)).getByLabelText('First Name')).toHaveValue('Luis');
    expect(within(party('Buyers', 1)).getByLabelText('Type')).toHaveValue('Trust');
    await user.click(screen.getByRole('button', { name: 'Remove seller 1' }));
    expect(screen.getByText('No sellers yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add seller' }));
    expect(within(party('Sellers', 1)).getByLabelText('First Name')).toHaveValue('');
    expect(within(party('Sellers', 1)).getByLabelText('Type')).toHaveValue('Individual');
  });

  it('sends the order as typed, amounts as numbers and parties in their order', async () => {
    const { createOrder, user } = openNewOrder();
    await fillCashPurchase(user);
    await user.click(screen.getByRole('button', { name: 'Add buyer' }));
    await nameParty(user, 'Buyers', 2, 'Luis', 'Reyes');
    await user.type(screen.getByLabelText('County'), 'Travis');
    await user.click(create());
    await vi.waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    const sent = createOrder.mock.calls[0]?.[0] as OrderDetail;
    expect(sent).toMatchObject({
      fileNumber: 'NEW-2026-0001',
      transactionType: 'Purchase',
      cashClosing: 'Cash',
      salesPrice: 450000,
      address: '1200 Lakeshore Dr',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      county: 'Travis',
      closingDate: null,
      disbursementDate: null,
      buyer: [
        { FirstName: 'Ana', MiddleName: '', LastName: 'Reyes', Type: 'Individual' },
        { FirstName: 'Luis', MiddleName: '', LastName: 'Reyes', Type: 'Individual' },
      ],
      seller: [{ FirstName: 'Tom', MiddleName: '', LastName: 'Baker', Type: 'Individual' }],
    });
    expect(create()).toHaveAttribute('aria-disabled', 'true');
  });

  it("opens the new order's order entry in a tab once the server has created it", async () => {
    const { createOrder, dependencies, store, user } = openNewOrder(({ ordersApi }) =>
      vi.mocked(ordersApi.createOrder).mockReturnValue(of<Created>({ result: { isSuccess: true, message: 'Succesfully created', orderId: NEW_ID } })),
    );
    await fillCashPurchase(user, 'NEW-2026-0002');
    await user.click(create());
    await vi.waitFor(() => expect(dependencies.navigation.navigate).toHaveBeenCalledWith(`/orders/${NEW_ID}/file-setup/order-entry`));
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(store.getState().shell.tabs).toEqual([{ id: NEW_ID, label: 'NEW-2026-0002', path: `/orders/${NEW_ID}/file-setup/order-entry` }]);
    // What was typed is no longer a draft to give back.
    expect(store.getState().drafts.byKey['new-order']).toBeUndefined();
  });

  it("on a used file number shows 'This file number is already in use' under File Number and the server's message, keeping what was typed", async () => {
    const answer = new Subject<Created>();
    const { user } = openNewOrder(({ ordersApi }) => vi.mocked(ordersApi.createOrder).mockReturnValue(answer));
    await fillCashPurchase(user, 'DUP-2026-0001');
    await user.click(create());
    act(() =>
      answer.error(new HttpError(409, { result: { isSuccess: false, message: 'File number DUP-2026-0001 is already used in your agency.' } }, '/api/files', 'Conflict')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('File number DUP-2026-0001 is already used in your agency.');
    expect(field('File Number')).toHaveAccessibleDescription('This file number is already in use');
    expect(screen.getByLabelText('File Number')).toHaveValue('DUP-2026-0001');
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(create()).toBeEnabled();
  });

  it('puts the server\'s field errors under their fields, and lets the agent dismiss the alert', async () => {
    const { user } = openNewOrder(({ ordersApi }) =>
      vi
        .mocked(ordersApi.createOrder)
        .mockReturnValue(
          throwError(
            () =>
              new HttpError(
                400,
                { message: 'One or more validation errors occurred.', ExceptionList: [{ Type: 'ParcelId', Message: 'This parcel is not in Travis County.' }] },
                '/api/files',
                'Bad Request',
              ),
          ),
        ),
    );
    await fillCashPurchase(user);
    await user.type(screen.getByLabelText('Parcel ID'), '999-999');
    await user.click(create());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(field('Parcel ID')).toHaveAccessibleDescription('This parcel is not in Travis County.');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

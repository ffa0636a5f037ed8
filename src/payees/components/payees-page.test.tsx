// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, throwError } from 'rxjs';
import { vi } from 'vitest';
import { sampleOrderDetail } from '../../../fixtures/sample-order.ts';
import { initialAuthState } from '../../auth/auth-slice.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { orderLoaded, orderOpened } from '../../orders/orders-slice.ts';
import { danaInfo, fakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { Payee } from '../payees-api.ts';
import { PayeesPage } from './payees-page.tsx';

const ORDER = 'order-1';
const riley = { userId: 'u-riley', name: 'Riley Chen' };
const payee = (overrides: Partial<Payee> = {}): Payee => ({
  id: 'p-1',
  orderGuid: ORDER,
  name: 'Tom Baker',
  role: 'Seller proceeds',
  amount: 84250.5,
  method: 'wire',
  status: 'not-verified',
  wire: { bankName: 'JPMorgan Chase Bank', routingNumber: '021000021', bankOnRecord: 'JPMorgan Chase Bank', account: '•••• 9012', accountLast4: '9012', beneficiaryName: 'Tom Baker', reference: '', contactPhone: '(512) 555-0100' },
  verification: null,
  enteredBy: riley,
  changedBy: riley,
  changedAt: '2026-11-27T15:00:00Z',
  version: 3,
  ...overrides,
});

function openPayees(payees: Payee[], role: 'admin' | 'agent' = 'admin') {
  const dependencies = fakeDependencies();
  const api = vi.mocked(dependencies.payeesApi);
  api.payees.mockReturnValue(of({ result: { payees } }));
  const view = renderWithProviders(<PayeesPage />, {
    dependencies,
    route: `/orders/${ORDER}/payees`,
    routes: [{ path: '/orders/:orderGuid/payees', element: <PayeesPage /> }],
    preloadedState: { auth: { ...initialAuthState, isAuthenticated: true, userInfo: { ...danaInfo, role } } },
  });
  act(() => {
    view.store.dispatch(orderOpened(ORDER));
    view.store.dispatch(orderLoaded({ id: ORDER, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', baseOrderDetail: sampleOrderDetail({ fileNumber: 'DTE-2026-0001', orderGuid: ORDER }) }));
  });
  return { ...view, api, user: userEvent.setup() };
}

describe('the Payees page', () => {
  it('shows each wire masked, its bank from the directory, and whether a second person verified it', async () => {
    openPayees([payee(), payee({ id: 'p-2', name: 'First National', status: 'verified', verification: { method: 'call-back', numberCalled: '(800) 555-0142', note: '', by: { userId: 'u-dana', name: 'Dana Agent' }, at: '2026-11-27T16:00:00Z' } })]);
    expect(await screen.findByRole('heading', { name: 'Payees', level: 1 })).toBeInTheDocument();
    const tom = screen.getByRole('listitem', { name: 'Tom Baker' });
    expect(within(tom).getByText('•••• 9012')).toBeInTheDocument();
    expect(within(tom).getByText('(JPMorgan Chase Bank)')).toBeInTheDocument();
    expect(within(tom).getByText(/^Not verified\. Entered or last changed by Riley Chen/)).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'First National' })).getByText(/^Verified by Dana Agent \(Call-back to \(800\) 555-0142\)/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 wire is not verified: disbursement waits for it.');
  });

  it('verifies with the version it read, and keeps the form and what was typed when refused', async () => {
    const { api, user } = openPayees([payee()]);
    api.verify.mockReturnValueOnce(throwError(() => new HttpError(403, { message: 'You entered or last changed these wire instructions: another person of your agency must verify them.' }, '/x', 'Forbidden')));
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await user.type(screen.getByLabelText('Number called (from an independent source)'), '(800) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Record verification' }));
    expect(api.verify).toHaveBeenCalledWith(ORDER, 'p-1', { method: 'call-back', numberCalled: '(800) 555-0142', note: '' }, 3);
    expect(await screen.findByRole('alert')).toHaveTextContent('another person of your agency must verify them');
    expect(screen.getByLabelText('Number called (from an independent source)')).toHaveValue('(800) 555-0142');
  });

  it('checks the routing number and the account typed twice before sending anything', async () => {
    const { api, user } = openPayees([]);
    const form = within(await screen.findByRole('form', { name: 'Add a payee' }));
    await user.type(form.getByLabelText('Payee'), 'Tom Baker');
    await user.type(form.getByLabelText('Amount ($)'), '19.99');
    await user.type(form.getByLabelText('Bank'), 'Chase');
    await user.type(form.getByLabelText('Routing number'), '021000022');
    await user.type(form.getByLabelText('Account number'), '000123459012');
    await user.type(form.getByLabelText('Account number again'), '000123459011');
    await user.type(form.getByLabelText('Beneficiary'), 'Tom Baker');
    await user.click(form.getByRole('button', { name: 'Add payee' }));
    expect(form.getByText('Enter the bank’s 9-digit ABA routing number; this one fails the routing number check.')).toBeInTheDocument();
    expect(form.getByText('The account numbers do not match.')).toBeInTheDocument();
    expect(api.add).not.toHaveBeenCalled();
    await user.clear(form.getByLabelText('Routing number'));
    await user.type(form.getByLabelText('Routing number'), '021000021');
    expect(form.getByText('The directory knows it: JPMorgan Chase Bank.')).toBeInTheDocument();
  });
});

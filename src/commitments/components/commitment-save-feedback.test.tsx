// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, throwError } from 'rxjs';
import { vi } from 'vitest';
import { sampleOrderDetail } from '../../../fixtures/sample-order.ts';
import { initialAuthState } from '../../auth/auth-slice.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { orderLoaded, orderOpened } from '../../orders/orders-slice.ts';
import { danaInfo, fakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ScheduleAPage, ScheduleBPage } from './commitment-pages.tsx';

function open(ui: React.ReactElement) {
  const dependencies = fakeDependencies();
  const api = vi.mocked(dependencies.commitmentApi);
  api.scheduleA.mockReturnValue(of({ body: { result: null }, version: '"0"' }));
  api.scheduleB.mockReturnValue(of({ body: { result: { items: [{ code: '', text: 'One.' }] } }, version: '"1"' }));
  api.ownersPolicyTypes.mockReturnValue(of({ result: [] }));
  api.loanPolicyTypes.mockReturnValue(of({ result: [] }));
  api.ownershipInterests.mockReturnValue(of({ result: [] }));
  api.library.mockReturnValue(of([]));
  const view = renderWithProviders(ui, { dependencies, preloadedState: { auth: { ...initialAuthState, userInfo: danaInfo } } });
  act(() => { view.store.dispatch(orderOpened('o1')); view.store.dispatch(orderLoaded({ id: 'o1', createdAt: '', updatedAt: '', baseOrderDetail: sampleOrderDetail({ orderGuid: 'o1' }) })); });
  return { ...view, api, user: userEvent.setup() };
}

describe('what a Schedule A or B save tells the agent', () => {
  it('refuses an emptied "Requirements Expire After (days)" and sends nothing', async () => {
    const { api, user } = open(<ScheduleAPage />);
    const days = screen.getByLabelText('Requirements Expire After (days)');
    await user.clear(days);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save Schedule A' }));
    expect(await screen.findByText('Enter the number of days, from 1 to 3650.', {}, { timeout: 1000 })).toBeInTheDocument();
    expect(api.saveScheduleA).not.toHaveBeenCalled();
  });

  it('shows a server field error under the matching field', async () => {
    const { api, user } = open(<ScheduleAPage />);
    api.saveScheduleA.mockReturnValue(throwError(() => new HttpError(400, { message: 'One or more validation errors occurred.', ExceptionList: [{ Type: 'CommitmentBy', Message: 'Use at most 200 characters.' }] }, '/api/commitments/o1', 'x')));
    await user.click(screen.getByRole('button', { name: 'Save Schedule A' }));
    expect(await screen.findByText('Not saved: Please correct the highlighted fields.')).toBeInTheDocument();
    expect(await screen.findByText('Use at most 200 characters.', {}, { timeout: 1000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Commitment By')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says why a B-I save failed, though the list differs from the saved one', async () => {
    const { api, user } = open(<ScheduleBPage part="requirements" />);
    api.saveScheduleB.mockReturnValue(throwError(() => new HttpError(503, null, '/api/commitments/o1/requirements', 'The server is busy. Try again in a moment.')));
    await user.type(screen.getByLabelText('requirement 1'), ' Two.');
    await user.click(screen.getByRole('button', { name: 'Save requirements' }));
    expect(await screen.findByText('Not saved: The server is busy. Try again in a moment.', {}, { timeout: 1000 })).toBeInTheDocument();
  });

  it("does not carry one order's unsaved B-I edits into the next order's list", async () => {
    const { api, user, store } = open(<ScheduleBPage part="requirements" />);
    await user.type(screen.getByLabelText('requirement 1'), ' Edited.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    act(() => {
      store.dispatch(orderOpened('o2'));
      store.dispatch(orderLoaded({ id: 'o2', createdAt: '', updatedAt: '', baseOrderDetail: sampleOrderDetail({ orderGuid: 'o2', fileNumber: 'OTHER-2' }) }));
    });
    expect((await screen.findAllByText(/OTHER-2/)).length).toBeGreaterThan(0);
    expect(await screen.findByLabelText('requirement 1')).toHaveValue('One.');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(api.saveScheduleB).not.toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of } from 'rxjs';
import { vi } from 'vitest';
import { liveChangeReceived } from '../../activity/index.ts';
import { testEntry } from '../../activity/test-entry.ts';
import { initialAuthState } from '../../auth/auth-slice.ts';
import { danaInfo, fakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { MyWork } from '../checklist-api.ts';
import { LIVE_GATHER_MS } from '../checklist-epics.ts';
import { checklistItem } from '../test-item.ts';
import { MyWorkPage } from './my-work-page.tsx';

const people = [
  { id: 'u-dana', name: 'Dana Agent', email: 'dana@demo-title.test' },
  { id: 'u-riley', name: 'Riley Chen', email: 'riley@demo-title.test' },
];

function work(overrides: Partial<MyWork> = {}): MyWork {
  return {
    person: people[0]!,
    today: '2026-11-28',
    counts: { overdue: 1, today: 1, thisWeek: 0, later: 0 },
    total: 2,
    groups: {
      overdue: [checklistItem({ id: 'late', title: 'Order payoff statements', due: '2026-11-20' })],
      today: [checklistItem({ id: 'now', title: 'Call the HOA', due: '2026-11-28', fileNumber: 'DTE-2026-0002', orderGuid: 'order-2' })],
      thisWeek: [],
      later: [],
    },
    people: [],
    ...overrides,
  };
}

function openMyWork(role: 'admin' | 'agent', answer: MyWork) {
  const dependencies = fakeDependencies();
  const api = vi.mocked(dependencies.checklistApi);
  api.myWork.mockReturnValue(of({ result: answer }));
  const view = renderWithProviders(<MyWorkPage />, { dependencies, preloadedState: { auth: { ...initialAuthState, isAuthenticated: true, userInfo: { ...danaInfo, role } } } });
  return { ...view, api, user: userEvent.setup() };
}

describe('My work', () => {
  it("shows the person's open items in Overdue, Today, This week and Later, each with its file", async () => {
    openMyWork('agent', work());
    expect(await screen.findByRole('heading', { name: 'My work', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Overdue (1)', 'Today (1)', 'This week (0)', 'Later (0)']);
    const today = screen.getByRole('region', { name: 'Today (1)' });
    expect(within(today).getByRole('link', { name: 'File DTE-2026-0002' })).toHaveAttribute('href', '/orders/order-2/checklist');
    expect(within(screen.getByRole('region', { name: 'Overdue (1)' })).getByText('Overdue', { selector: '.badge' })).toBeInTheDocument();
    // An agent only ticks: no person to choose, nothing to reassign, no details to change.
    expect(screen.queryByLabelText('Person')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reassign all' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change / })).toBeNull();
  });

  it('completes an item from the list, and follows a filter once the agent pauses', async () => {
    const { api, user } = openMyWork('agent', work());
    api.change.mockReturnValue(of({ result: checklistItem({ id: 'now', title: 'Call the HOA', status: 'done', orderGuid: 'order-2' }) }));
    await user.click(await screen.findByRole('checkbox', { name: 'Call the HOA' }));
    expect(api.change).toHaveBeenCalledWith('order-2', 'now', { status: 'done' }, 0);
    await user.selectOptions(screen.getByLabelText('Waiting on'), 'lender');
    await vi.waitFor(() => expect(api.myWork).toHaveBeenLastCalledWith(null, { file: '', waitingOn: 'lender' }, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)));
  });

  it("lets an administrator see a colleague's work and give all of it to someone else", async () => {
    const { api, user } = openMyWork('admin', work({ people }));
    api.reassign.mockReturnValue(of({ result: { moved: 2 } }));
    await user.selectOptions(await screen.findByLabelText('Person'), 'Riley Chen');
    expect(api.myWork).toHaveBeenLastCalledWith('u-riley', { file: '', waitingOn: '' }, expect.any(String));
    await user.click(await screen.findByRole('button', { name: 'Reassign all' }));
    expect(api.reassign).toHaveBeenCalledWith('u-dana', 'u-riley', undefined);
    expect(await screen.findByText('2 items reassigned to Riley Chen.')).toBeInTheDocument();
  });

  it("fetches the list again when a colleague's checklist change arrives on the live feed", async () => {
    const { api, store } = openMyWork('agent', work());
    await screen.findByRole('heading', { name: 'Today (1)' });
    const calls = api.myWork.mock.calls.length;
    act(() => {
      store.dispatch(liveChangeReceived({ entry: { ...testEntry(2), section: 'checklist', summary: 'completed "Call the HOA"' }, mine: false }));
      store.dispatch(liveChangeReceived({ entry: { ...testEntry(3), section: 'checklist', summary: 'assigned "Call the HOA"' }, mine: false }));
    });
    // Two entries in a burst: one fetch.
    await new Promise((resolve) => setTimeout(resolve, LIVE_GATHER_MS + 50));
    expect(api.myWork.mock.calls.length).toBe(calls + 1);
  });
});

// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, Subject, throwError } from 'rxjs';
import { vi } from 'vitest';
import { sampleOrderDetail } from '../../../fixtures/sample-order.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { orderLoaded, orderOpened } from '../../orders/orders-slice.ts';
import { fakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { ChecklistItem, FileChecklist } from '../checklist-api.ts';
import { STALE_ITEM } from '../../lib/http/refusal.ts';
import { checklistItem } from '../test-item.ts';
import { ChecklistPage } from './checklist-page.tsx';

const ORDER = 'order-1';
const people = [
  { id: 'u-dana', name: 'Dana Agent', email: 'dana@demo-title.test' },
  { id: 'u-riley', name: 'Riley Chen', email: 'riley@demo-title.test' },
];

function openChecklist(data: FileChecklist) {
  const dependencies = fakeDependencies();
  vi.mocked(dependencies.checklistApi.checklist).mockReturnValue(of({ result: data }));
  const view = renderWithProviders(<ChecklistPage />, { dependencies, route: `/orders/${ORDER}/checklist`, routes: [{ path: '/orders/:orderGuid/checklist', element: <ChecklistPage /> }] });
  act(() => {
    view.store.dispatch(orderOpened(ORDER));
    view.store.dispatch(orderLoaded({ id: ORDER, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', baseOrderDetail: sampleOrderDetail({ fileNumber: 'DTE-2026-0001', orderGuid: ORDER }) }));
  });
  return { ...view, api: vi.mocked(dependencies.checklistApi), user: userEvent.setup() };
}

const titles = () => screen.getAllByRole('checkbox').map((box) => box.closest('li')?.querySelector('label')?.textContent);

describe('a file’s Checklist page', () => {
  it('is headed "Checklist", puts overdue items first saying "Overdue", and counts milestones', async () => {
    openChecklist({
      items: [
        checklistItem({ id: 'a', title: 'Order the title search', position: 0 }),
        checklistItem({ id: 'b', title: 'Order payoff statements', position: 1, due: '2020-01-06', milestone: false }),
        checklistItem({ id: 'c', title: 'Clear to close', position: 2, milestone: true, status: 'done', doneBy: 'Riley Chen', doneAt: '2026-11-20T10:00:00Z' }),
        checklistItem({ id: 'd', title: 'Closed: all parties signed', position: 3, milestone: true, due: null, dueRule: { anchor: 'closing', businessDays: 0 } }),
      ],
      milestones: { done: 1, total: 2 },
      people,
    });
    expect(await screen.findByRole('heading', { name: 'Checklist', level: 1 })).toBeInTheDocument();
    expect(titles()).toEqual(['Order payoff statements', 'Order the title search', 'Clear to close', 'Closed: all parties signed']);
    const overdue = screen.getByRole('checkbox', { name: 'Order payoff statements' }).closest('li') as HTMLElement;
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Milestones: 1 of 2 reached')).toBeInTheDocument();
    expect(screen.getByText('Next: Closed: all parties signed')).toBeInTheDocument();
    expect(screen.getByText('No date yet: due on the closing date')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Clear to close' })).toBeChecked();
    expect(screen.getByText(/Done by Riley Chen/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 open items, 1 overdue.');
  });

  it('ticks an item with the version it read, and says so when a colleague changed it first', async () => {
    const { api, user } = openChecklist({ items: [checklistItem({ version: 3 })], milestones: { done: 0, total: 0 }, people });
    const answer = new Subject<{ result: ChecklistItem }>();
    api.change.mockReturnValueOnce(answer);
    await user.click(await screen.findByRole('checkbox', { name: 'Order the title search' }));
    expect(api.change).toHaveBeenCalledWith(ORDER, 'task-1', { status: 'done' }, 3);
    // While it is on its way, the box says it is unavailable but keeps the keyboard's focus.
    expect(screen.getByRole('checkbox', { name: 'Order the title search' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox', { name: 'Order the title search' })).toHaveFocus();
    act(() => {
      answer.next({ result: checklistItem({ status: 'done', doneBy: 'Dana Agent', version: 4 }) });
      answer.complete();
    });
    expect(screen.getByRole('checkbox', { name: 'Order the title search' })).toBeChecked();

    api.change.mockReturnValueOnce(throwError(() => new HttpError(412, { result: { message: 'Someone else saved this since you read it.' } }, '/x', 'Precondition Failed')));
    await user.click(screen.getByRole('checkbox', { name: 'Order the title search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_ITEM);
    // The list is fetched again, to show the colleague's version.
    expect(api.checklist).toHaveBeenCalledTimes(2);
  });

  it('changes an item’s owner, date, waiting on and note in one save, sending only what changed', async () => {
    const { api, user } = openChecklist({ items: [checklistItem()], milestones: { done: 0, total: 0 }, people });
    api.change.mockReturnValue(of({ result: checklistItem({ assigneeId: 'u-riley', note: 'Abstractor in Travis County' }) }));
    await user.click(await screen.findByRole('button', { name: 'Change Order the title search' }));
    const details = within(screen.getByRole('group', { name: 'Change Order the title search' }));
    await user.selectOptions(details.getByLabelText('Assigned to'), 'Riley Chen');
    await user.type(details.getByLabelText('Note'), 'Abstractor in Travis County');
    await user.click(details.getByRole('button', { name: 'Save' }));
    expect(api.change).toHaveBeenCalledWith(ORDER, 'task-1', { assigneeId: 'u-riley', note: 'Abstractor in Travis County' }, 0);
    expect(await screen.findByText('Abstractor in Travis County')).toBeInTheDocument();
  });

  it("sends only what the agent changed, naming the version the form opened on, so a colleague's change meanwhile is not overwritten", async () => {
    const { api, user, store } = openChecklist({ items: [checklistItem({ version: 2 })], milestones: { done: 0, total: 0 }, people });
    api.change.mockReturnValue(of({ result: checklistItem({ version: 4, due: '2099-02-01', note: 'From Dana' }) }));
    await user.click(await screen.findByRole('button', { name: 'Change Order the title search' }));
    // Dana's note arrives while the form is open.
    act(() => {
      store.dispatch({ type: 'checklist/itemChanged', payload: checklistItem({ version: 3, note: 'From Dana' }) });
    });
    const details = within(screen.getByRole('group', { name: 'Change Order the title search' }));
    await user.clear(details.getByLabelText('Due'));
    await user.type(details.getByLabelText('Due'), '2099-02-01');
    await user.click(details.getByRole('button', { name: 'Save' }));
    expect(api.change).toHaveBeenCalledWith(ORDER, 'task-1', { due: '2099-02-01' }, 2);
    expect(screen.getByRole('button', { name: 'Change Order the title search' })).toBeInTheDocument();
  });

  it('adds an item, keeps what was typed when the server refuses it, and shows hostile text as text', async () => {
    const { api, user } = openChecklist({ items: [checklistItem()], milestones: { done: 0, total: 0 }, people });
    const hostile = '<img src=x onerror=alert(1)> Call the HOA';
    api.add.mockReturnValueOnce(throwError(() => new HttpError(0, null, '/x', 'offline')));
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    expect(screen.getByText('Enter what needs doing.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What needs doing'), hostile);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: the server cannot be reached');
    expect(screen.getByLabelText('What needs doing')).toHaveValue(hostile);
    api.add.mockReturnValueOnce(of({ result: checklistItem({ id: 'task-2', title: hostile, position: 1, templateKey: null }) }));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('checkbox', { name: hostile })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByLabelText('What needs doing')).toHaveValue('');
  });
});

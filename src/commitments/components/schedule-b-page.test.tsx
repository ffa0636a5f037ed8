// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEVER, of, throwError } from 'rxjs';
import { vi } from 'vitest';
import { sampleOrder, sampleOrderDetail } from '../../../fixtures/sample-order.ts';
import { initialAuthState } from '../../auth/auth-slice.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { orderLoaded, orderOpened } from '../../orders/orders-slice.ts';
import { danaInfo, fakeDependencies, type FakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { LibraryEntry, ScheduleBPart } from '../commitment-api.ts';
import type { ScheduleBItem } from '../commitment-schemas.ts';
import { scheduleBChangedElsewhere } from '../commitment-slice.ts';
import { ScheduleBPage } from './commitment-pages.tsx';

const ORDER = '11111111-2222-4333-8444-555555555555';
const order = sampleOrder(sampleOrderDetail({ orderGuid: ORDER, fileNumber: 'COM-2026-0001' }));

const R100 = 'Payment of the full consideration to, or for the account of, the grantors or mortgagors.';
const R103 = 'Payment of all taxes, charges and assessments levied and assessed against the subject premises which are due and payable.';
const R104 = 'Satisfaction and release of record of the mortgage recorded in the public records of the county, together with a payoff letter from the holder.';
const libraries: Record<ScheduleBPart, LibraryEntry[]> = {
  requirements: [
    { code: 'R-100', description: R100 },
    { code: 'R-103', description: R103 },
    { code: 'R-104', description: R104 },
  ],
  exceptions: [{ code: 'E-200', description: 'Rights or claims of parties in possession not shown by the public records.' }],
};
const savedRequirements: ScheduleBItem[] = [
  { code: 'R-100', text: R100 },
  { code: '', text: 'Payoff of the home equity line to Lakeside Credit Union.' },
];

const failure = (status: number, body: unknown, message = `The server could not complete the request (${status}).`) =>
  throwError(() => new HttpError(status, body, `/api/commitments/${ORDER}/requirements`, message));

/** Opens the order, then its B-I or B-II page, with the lists as the server has them. */
function openScheduleB(part: ScheduleBPart, items: ScheduleBItem[], change: (dependencies: FakeDependencies) => void = () => {}) {
  const dependencies = fakeDependencies();
  const api = vi.mocked(dependencies.commitmentApi);
  api.scheduleA.mockReturnValue(of({ body: { result: null }, version: '"0"' }));
  api.scheduleB.mockImplementation((_orderGuid, asked) => of({ body: { result: { items: asked === part ? items : [] } }, version: asked === part ? '"7"' : '"0"' }));
  api.ownersPolicyTypes.mockReturnValue(of({ result: [] }));
  api.loanPolicyTypes.mockReturnValue(of({ result: [] }));
  api.ownershipInterests.mockReturnValue(of({ result: [] }));
  api.library.mockImplementation((asked) => of(libraries[asked]));
  change(dependencies);
  const view = renderWithProviders(<ScheduleBPage part={part} />, {
    dependencies,
    preloadedState: { auth: { ...initialAuthState, isAuthenticated: true, token: 't', userInfo: danaInfo } },
  });
  act(() => {
    view.store.dispatch(orderOpened(order.id));
    view.store.dispatch(orderLoaded(order));
  });
  return { ...view, api, user: userEvent.setup() };
}

/** The texts of the list, in order. */
const entries = (part = 'requirement') =>
  screen.queryAllByLabelText(new RegExp(`^${part} \\d+$`)).map((textarea) => (textarea as HTMLTextAreaElement).value);
// The code is in a visually hidden span after "Add"; jsdom joins the two without the space a browser keeps.
const addName = (code: string) => new RegExp(`^Add\\s*${code}$`);
const addButton = (code: string) => screen.getByRole('button', { name: addName(code) });
const saveButton = () => screen.getByRole('button', { name: 'Save requirements' });

describe('Schedule B-I (requirements)', () => {
  it('shows a spinner while loading, and the reason when the lists cannot be loaded', () => {
    openScheduleB('requirements', [], ({ commitmentApi }) => {
      vi.mocked(commitmentApi.scheduleB).mockReturnValue(NEVER);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the commitment…');
    const failed = openScheduleB('requirements', [], ({ commitmentApi }) => {
      vi.mocked(commitmentApi.scheduleB).mockReturnValue(failure(500, { message: 'The commitments store is offline.' }));
    });
    expect(within(failed.container).getByRole('alert')).toHaveTextContent('The commitments store is offline.');
  });

  it('shows the saved requirements in their order, and the library it loads', () => {
    const { api } = openScheduleB('requirements', savedRequirements);
    expect(screen.getByRole('heading', { name: 'Schedule B-I: Requirements' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requirements (2)' })).toBeInTheDocument();
    expect(entries()).toEqual([R100, 'Payoff of the home equity line to Lakeside Credit Union.']);
    expect(api.library).toHaveBeenCalledWith('requirements');
    const library = screen.getByRole('complementary', { name: 'Library' });
    expect(within(library).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(['R-100', 'R-103', 'R-104']);
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('adds a library entry once: it then reads Added, keeps the focus and adds nothing more', async () => {
    const { user } = openScheduleB('requirements', []);
    await user.click(addButton('R-100'));
    const added = screen.getByRole('button', { name: /^Added\s*R-100$/ });
    expect(added).toHaveFocus();
    expect(added).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    await user.click(added);
    expect(entries()).toEqual([R100]);
  });

  it('searches the library by code or words', async () => {
    const { user } = openScheduleB('requirements', []);
    const search = screen.getByLabelText('Search the library');
    await user.type(search, 'r-103');
    expect(addButton('R-103')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: addName('R-100') })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'PAYOFF letter');
    expect(screen.getAllByRole('button', { name: /^Add\s*R-/ }).map((button) => button.textContent)).toEqual(['Add R-104']);
    await user.type(search, ' from nobody');
    expect(screen.getByText('Nothing in the library matches.')).toBeInTheDocument();
  });

  it('builds the list from the library and typed text, reorders it and saves it with its version', async () => {
    const { user, api } = openScheduleB('requirements', [], ({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleB).mockReturnValue(of({ body: null, version: '"8"' }));
    });
    await user.click(addButton('R-103'));
    await user.click(addButton('R-100'));
    const addCustom = screen.getByRole('button', { name: 'Add custom requirement' });
    expect(addCustom).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('Or type your own requirement'), '  Payoff of the home equity line to Lakeside Credit Union.  ');
    await user.click(addCustom);
    expect(screen.getByLabelText('Or type your own requirement')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Move requirement 2 up' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requirements (3)' })).toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.saveScheduleB).toHaveBeenCalledTimes(1);
    expect(api.saveScheduleB).toHaveBeenCalledWith(
      ORDER,
      'requirements',
      [
        { code: 'R-100', text: R100 },
        { code: 'R-103', text: R103 },
        { code: '', text: 'Payoff of the home equity line to Lakeside Credit Union.' },
      ],
      '"7"',
    );
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('edits, moves down and removes entries, and sends them trimmed', async () => {
    const { user, api } = openScheduleB('requirements', savedRequirements, ({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleB).mockReturnValue(of({ body: null, version: '"8"' }));
    });
    expect(screen.getByRole('button', { name: 'Move requirement 1 up' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move requirement 2 down' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Move requirement 1 down' }));
    expect(entries()).toEqual(['Payoff of the home equity line to Lakeside Credit Union.', R100]);
    await user.type(screen.getByLabelText('requirement 1'), ' Account 4471. ');
    await user.click(screen.getByRole('button', { name: 'Remove requirement 2' }));
    expect(entries()).toEqual(['Payoff of the home equity line to Lakeside Credit Union. Account 4471. ']);
    await user.click(saveButton());
    await screen.findByText('Saved');
    expect(api.saveScheduleB).toHaveBeenCalledWith(ORDER, 'requirements', [{ code: '', text: 'Payoff of the home equity line to Lakeside Credit Union. Account 4471.' }], '"7"');
  });

  it('keeps the keyboard on the line a button acted on, and ignores a press of an unavailable one', async () => {
    const { user, api } = openScheduleB('requirements', savedRequirements, ({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleB).mockReturnValue(NEVER);
    });
    await user.click(screen.getByRole('button', { name: 'Move requirement 2 up' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move requirement 1 up' })).toHaveFocus());
    expect(entries()).toEqual(['Payoff of the home equity line to Lakeside Credit Union.', R100]);
    await user.keyboard('{Enter}');
    expect(entries()).toEqual(['Payoff of the home equity line to Lakeside Credit Union.', R100]);
    await user.click(screen.getByRole('button', { name: 'Remove requirement 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove requirement 1' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remove requirement 1' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Requirements (0)' })).toHaveFocus());
    await user.type(screen.getByLabelText('Or type your own requirement'), 'Survey of the premises.');
    await user.click(screen.getByRole('button', { name: 'Add custom requirement' }));
    await waitFor(() => expect(screen.getByLabelText('requirement 1')).toHaveFocus());
    await user.click(saveButton());
    await user.click(saveButton());
    expect(api.saveScheduleB).toHaveBeenCalledTimes(1);
    expect(saveButton()).toHaveFocus();
  });

  it('counts only real changes as unsaved: spaces at the end, or a change typed back, are not', async () => {
    const { user } = openScheduleB('requirements', savedRequirements);
    const second = screen.getByLabelText('requirement 2');
    await user.type(second, '   ');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(second, 'x');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(saveButton()).not.toHaveAttribute('aria-disabled');
    await user.type(second, '{Backspace}');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('asks for the text of an emptied entry and will not save until it has one', async () => {
    const { user, api } = openScheduleB('requirements', savedRequirements);
    await user.clear(screen.getByLabelText('requirement 2'));
    expect(screen.getByText('Please enter the text.')).toBeInTheDocument();
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(screen.getByLabelText('requirement 2'), 'Payoff of the second mortgage.');
    expect(screen.queryByText('Please enter the text.')).not.toBeInTheDocument();
    expect(saveButton()).not.toHaveAttribute('aria-disabled');
    expect(api.saveScheduleB).not.toHaveBeenCalled();
  });

  it('keeps the list on screen after a failed save, so the agent can send it again', async () => {
    const { user, api } = openScheduleB('requirements', savedRequirements, ({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleB)
        .mockReturnValueOnce(failure(503, null, 'The server is busy. Try again in a moment.'))
        .mockReturnValueOnce(of({ body: null, version: '"8"' }));
    });
    await user.click(screen.getByRole('button', { name: 'Remove requirement 1' }));
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).not.toHaveAttribute('aria-disabled'));
    expect(entries()).toEqual(['Payoff of the home equity line to Lakeside Credit Union.']);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.saveScheduleB).toHaveBeenCalledTimes(2);
    expect(api.saveScheduleB).toHaveBeenLastCalledWith(ORDER, 'requirements', [savedRequirements[1]], '"7"');
  });
});

describe('Schedule B-I following colleagues live', () => {
  const theirs: ScheduleBItem[] = [{ code: 'R-104', text: R104 }];
  const colleagueSaved = (store: { dispatch: (action: unknown) => unknown }) =>
    act(() => {
      store.dispatch(scheduleBChangedElsewhere({ orderGuid: ORDER, part: 'requirements', theirs, version: '"9"', by: 'Sam Lee' }));
    });

  it("takes a colleague's list in place when the agent has not changed it", () => {
    const { store } = openScheduleB('requirements', savedRequirements);
    colleagueSaved(store);
    expect(entries()).toEqual([R104]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().commitment.versions.requirements).toBe('"9"');
  });

  it('asks which to keep when the agent has changed the list, and keeps theirs on request', async () => {
    const { store, user } = openScheduleB('requirements', savedRequirements);
    await user.click(addButton('R-103'));
    colleagueSaved(store);
    const notice = await screen.findByRole('alert');
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual([`R-104 ${R104}`]);
    expect(entries()).toEqual([R100, 'Payoff of the home equity line to Lakeside Credit Union.', R103]);
    await user.click(screen.getByRole('button', { name: 'Use theirs (drop my changes)' }));
    expect(entries()).toEqual([R104]);
  });
});

describe('Schedule B-I saved by a colleague meanwhile (412)', () => {
  const theirs: ScheduleBItem[] = [{ code: 'R-104', text: R104 }];

  async function saveOverAColleague() {
    const view = openScheduleB('requirements', savedRequirements, ({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleB)
        .mockReturnValueOnce(failure(412, { result: { isSuccess: false, message: 'Someone else saved this since you read it.', current: { items: theirs }, version: '"9"' } }))
        .mockReturnValue(of({ body: null, version: '"10"' }));
    });
    await view.user.click(addButton('R-103'));
    await view.user.click(saveButton());
    return { ...view, notice: await screen.findByRole('alert') };
  }

  it('says mine was not saved and shows theirs; "Use theirs" takes their list and sends nothing more', async () => {
    const { user, api, store, notice } = await saveOverAColleague();
    expect(notice).toHaveTextContent('Someone else saved the requirements since you opened it, so yours was not saved. Theirs:');
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual([`R-104 ${R104}`]);
    // Mine stays on screen, and cannot be saved again blindly, until I choose.
    expect(entries()).toEqual([R100, 'Payoff of the home equity line to Lakeside Credit Union.', R103]);
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Use theirs (drop my changes)' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(entries()).toEqual([R104]);
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    expect(api.saveScheduleB).toHaveBeenCalledTimes(1);
    expect(store.getState().commitment.versions.requirements).toBe('"9"');
  });

  it('saves mine over theirs knowingly, naming their version', async () => {
    const { user, api } = await saveOverAColleague();
    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.saveScheduleB).toHaveBeenLastCalledWith(ORDER, 'requirements', [...savedRequirements, { code: 'R-103', text: R103 }], '"9"');
    expect(entries()).toEqual([R100, 'Payoff of the home equity line to Lakeside Credit Union.', R103]);
  });
});

describe('Schedule B-II (exceptions)', () => {
  it('works on the exceptions, with their own library, and saves them as exceptions', async () => {
    const { user, api } = openScheduleB('exceptions', [], ({ commitmentApi }) => {
      vi.mocked(commitmentApi.saveScheduleB).mockReturnValue(of({ body: null, version: '"1"' }));
    });
    expect(screen.getByRole('heading', { name: 'Schedule B-II: Exceptions' })).toBeInTheDocument();
    expect(screen.getByText('No exceptions yet. Add them from the library or type your own.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Exceptions (0)' })).toBeInTheDocument();
    expect(api.library).toHaveBeenCalledWith('exceptions');
    expect(api.library).not.toHaveBeenCalledWith('requirements');
    await user.click(addButton('E-200'));
    await user.click(screen.getByRole('button', { name: 'Save exceptions' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(entries('exception')).toEqual(['Rights or claims of parties in possession not shown by the public records.']);
    expect(api.saveScheduleB).toHaveBeenCalledWith(ORDER, 'exceptions', [{ code: 'E-200', text: 'Rights or claims of parties in possession not shown by the public records.' }], '"7"');
  });
});

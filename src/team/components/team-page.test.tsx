// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { of, throwError } from 'rxjs';
import { initialAuthState } from '../../auth/auth-slice.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { danaInfo, fakeDependencies } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeTeamApi, teamMember } from '../fake-team-api.ts';
import type { TeamApi, TeamMember } from '../team-api.ts';
import { teamArea } from '../team-area.ts';
import { TeamPage } from './team-page.tsx';

const dana = teamMember('dana', { firstName: 'Dana', lastName: 'Agent', email: 'dana@demo-title.test', role: 'admin' });
const riley = teamMember('riley', { email: 'riley@demo-title.test' });
const lee = teamMember('lee', { firstName: 'Lee', lastName: 'Park', status: 'invited', lastSignInAt: null, invitationExpiresAt: '2099-03-05T15:00:00Z' });
const pat = teamMember('pat', { firstName: 'Pat', lastName: 'Reed', status: 'deactivated' });

const refusal = (status: number, message: string, fields: Record<string, string> = {}) =>
  throwError(() => new HttpError(status, { message, ExceptionList: Object.entries(fields).map(([Type, Message]) => ({ Type, Message })) }, '/api/team', `HTTP ${status}`));

/** The Team page, signed in as Dana (an administrator unless `role` says otherwise), the team API answering as `api` says. */
function openTeam(api: Partial<TeamApi> = {}, role: 'admin' | 'agent' = 'admin') {
  const teamApi = fakeTeamApi({ list: () => of({ result: { members: [dana, riley, lee, pat] } }), ...api });
  const dependencies = { ...fakeDependencies(), teamApi };
  const view = renderWithProviders(null, {
    dependencies,
    preloadedState: { auth: { ...initialAuthState, isAuthenticated: true, token: 't', userInfo: { ...danaInfo, role } } },
    // The team's route loader adds its area, as the app's router does.
    routes: (areas) => {
      areas.load(teamArea);
      return [{ path: '*', element: <TeamPage /> }];
    },
  });
  return { ...view, teamApi, user: userEvent.setup() };
}

const rowOf = (name: string) => screen.getByText(name, { exact: false, selector: '.team__name' }).closest('tr') as HTMLElement;
const notice = () => screen.getAllByRole('status').find((region) => region.classList.contains('team__notice')) as HTMLElement;

describe('the Team page', () => {
  it("lists the agency's people with their role and status, and marks the signed-in one", async () => {
    const { teamApi } = openTeam();
    expect(await screen.findByRole('table', { name: 'Colleagues, their role and status' })).toBeInTheDocument();
    expect(teamApi.list).toHaveBeenCalledTimes(1);
    const names = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.querySelector('.team__name')?.textContent);
    expect(names).toEqual(['Dana Agent (you)', 'Riley Chen', 'Lee Park', 'Pat Reed']);
    // Nobody changes their own role, or acts on themselves, from the list.
    expect(within(rowOf('Dana Agent')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(rowOf('Dana Agent')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Riley Chen' })).toHaveValue('agent');
    expect(within(rowOf('Riley Chen')).getByRole('button', { name: 'Deactivate: Riley Chen' })).toBeInTheDocument();
    expect(within(rowOf('Lee Park')).getByText('Invited')).toBeInTheDocument();
    expect(within(rowOf('Lee Park')).getByText(/^link until /)).toBeInTheDocument();
    expect(within(rowOf('Lee Park')).getByRole('button', { name: 'Send again: Lee Park' })).toBeInTheDocument();
    expect(within(rowOf('Pat Reed')).getByText('Deactivated')).toBeInTheDocument();
    expect(within(rowOf('Pat Reed')).getByRole('button', { name: 'Reactivate: Pat Reed' })).toBeInTheDocument();
  });

  it("shows a colleague's name as text, never as markup", async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = openTeam({ list: () => of({ result: { members: [dana, teamMember('x', { firstName: hostile, lastName: 'Doe' })] } }) });
    expect(await screen.findByText(`${hostile} Doe`, { selector: '.team__name' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('tells an agent the page is for administrators, and loads nothing', () => {
    const { teamApi } = openTeam({}, 'agent');
    expect(screen.getByRole('heading', { name: 'For administrators' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite a colleague' })).not.toBeInTheDocument();
    expect(teamApi.list).not.toHaveBeenCalled();
  });

  it('tells an administrator whose role the server no longer grants (403) the same', async () => {
    openTeam({ list: () => refusal(403, 'Forbidden.') });
    expect(await screen.findByRole('heading', { name: 'For administrators' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why the team could not be loaded, and loads it again on request', async () => {
    let calls = 0;
    const { user, teamApi } = openTeam({ list: () => (calls++ === 0 ? refusal(500, 'The data file is locked.') : of({ result: { members: [dana, riley] } })) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The data file is locked.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Riley Chen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(teamApi.list).toHaveBeenCalledTimes(2);
  });

  it('says there is nobody yet when the list is empty', async () => {
    openTeam({ list: () => of({ result: { members: [] as TeamMember[] } }) });
    expect(await screen.findByRole('heading', { name: 'No colleagues yet' })).toBeInTheDocument();
  });
});

describe('inviting a colleague', () => {
  it('says what each field needs before anything is sent', async () => {
    const { user, teamApi } = openTeam();
    await user.click(await screen.findByRole('button', { name: 'Invite a colleague' }));
    await user.click(screen.getByRole('button', { name: 'SEND INVITATION' }));
    expect(await screen.findByText('Please enter the first name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the last name.')).toBeInTheDocument();
    expect(screen.getByText("Please enter your colleague's e-mail address.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'www.example.com');
    await user.type(screen.getByLabelText('Email'), 'lee@');
    await user.click(screen.getByRole('button', { name: 'SEND INVITATION' }));
    expect(await screen.findByText('The first name cannot hold a web address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid email address.')).toBeInTheDocument();
    expect(teamApi.invite).not.toHaveBeenCalled();
  });

  it('sends the invitation, closes the form and says so', async () => {
    const invited = teamMember('new', { firstName: 'Lee', lastName: 'Kim', email: 'lee.kim@demo-title.test', status: 'invited' });
    const { user, teamApi } = openTeam({ invite: () => of({ result: { isSuccess: true, member: invited } }) });
    await user.click(await screen.findByRole('button', { name: 'Invite a colleague' }));
    await user.type(screen.getByLabelText('First Name'), 'Lee');
    await user.type(screen.getByLabelText('Last Name'), 'Kim');
    await user.type(screen.getByLabelText('Email'), ' lee.kim@demo-title.test ');
    await user.selectOptions(screen.getByLabelText('Role'), 'Administrator');
    await user.click(screen.getByRole('button', { name: 'SEND INVITATION' }));
    expect(teamApi.invite).toHaveBeenCalledWith({ firstName: 'Lee', lastName: 'Kim', email: 'lee.kim@demo-title.test', role: 'admin' });
    expect(await screen.findByText('Invitation sent to lee.kim@demo-title.test.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite a colleague' })).not.toBeInTheDocument();
    expect(rowOf('Lee Kim')).toBeInTheDocument();
  });

  it("shows a refusal as text, at the field it names and in the server's words", async () => {
    const { user } = openTeam({ invite: () => refusal(400, 'One or more validation errors occurred.', { Email: 'Someone of your agency already has this e-mail.' }) });
    await user.click(await screen.findByRole('button', { name: 'Invite a colleague' }));
    await user.type(screen.getByLabelText('First Name'), 'Lee');
    await user.type(screen.getByLabelText('Last Name'), 'Park');
    await user.type(screen.getByLabelText('Email'), 'riley@demo-title.test');
    await user.click(screen.getByRole('button', { name: 'SEND INVITATION' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('One or more validation errors occurred.');
    expect(await screen.findByText('Someone of your agency already has this e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invite a colleague' })).toBeInTheDocument();
  });
});

describe("changing a colleague's role or status", () => {
  it('waits for a confirmation of a new role, and changes nothing when kept', async () => {
    const { user, teamApi } = openTeam();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Riley Chen' }), 'admin');
    expect(screen.getByRole('group', { name: 'Make Riley Chen an administrator? They can then manage the team.' })).toBeInTheDocument();
    expect(teamApi.change).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('group', { name: /Make Riley Chen/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Riley Chen' })).toHaveValue('agent');
    expect(teamApi.change).not.toHaveBeenCalled();
  });

  it('changes the role once confirmed and says so', async () => {
    const { user, teamApi } = openTeam({ change: (id) => of({ result: { isSuccess: true, member: { ...riley, id, role: 'admin' as const } } }) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Riley Chen' }), 'admin');
    await user.click(screen.getByRole('button', { name: 'Make administrator' }));
    expect(teamApi.change).toHaveBeenCalledWith('riley', { role: 'admin' });
    expect(notice()).toHaveTextContent('Riley Chen is now an administrator.');
    expect(screen.getByRole('combobox', { name: 'Role of Riley Chen' })).toHaveValue('admin');
  });

  it('shows a refused deactivation as text in the status line, the colleague unchanged', async () => {
    const hostile = '<b>Nope</b><img src=x onerror=alert(1)>';
    const { user, teamApi, container } = openTeam({ change: () => refusal(409, hostile) });
    await user.click(await screen.findByRole('button', { name: 'Deactivate: Riley Chen' }));
    expect(teamApi.change).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('group', { name: 'Deactivate Riley Chen? They are signed out at once.' })).getByRole('button', { name: 'Deactivate' }));
    expect(teamApi.change).toHaveBeenCalledWith('riley', { active: false });
    expect(notice()).toHaveTextContent(hostile);
    expect(notice()).toHaveClass('team__notice--error');
    expect(container.querySelector('img, b')).toBeNull();
    expect(within(rowOf('Riley Chen')).getByText('Active')).toBeInTheDocument();
  });

  it('takes a cancelled invitation off the list once confirmed', async () => {
    const { user, teamApi } = openTeam({ cancelInvitation: () => of({ result: { isSuccess: true, message: 'The invitation to Lee Park is cancelled.' } }) });
    await user.click(await screen.findByRole('button', { name: 'Cancel invitation: Lee Park' }));
    await user.click(within(screen.getByRole('group', { name: /^Cancel the invitation to Lee Park\?/ })).getByRole('button', { name: 'Cancel invitation' }));
    expect(teamApi.cancelInvitation).toHaveBeenCalledWith('lee');
    expect(notice()).toHaveTextContent('The invitation to Lee Park is cancelled.');
    expect(screen.queryByText('Lee Park', { selector: '.team__name' })).not.toBeInTheDocument();
  });
});

// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { of, throwError } from 'rxjs';
import { HttpError } from '../../lib/http/http-error.ts';
import { fakeDependencies, fakeRegistrationApi } from '../../test/fakes.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { RegistrationPage } from './registration-page.tsx';

function setup(signUp = vi.fn(() => of({ result: { isSuccess: true, message: 'Tenant registration request has been sent' } }))) {
  const registrationApi = fakeRegistrationApi({
    states: vi.fn(() => of({ result: { states: [{ code: 'TX', name: 'Texas' }, { code: 'OK', name: 'Oklahoma' }] } })),
    businessDetails: vi.fn(() =>
      of({ result: { businessTypes: [{ name: 'Title Agency' }], transactionTypes: [{ name: 'Purchase' }], numberOfUsers: [{ range: '0-10' }] } }),
    ),
    underwriters: vi.fn(() => of({ result: { underWriters: [] } })),
    signUp,
  });
  renderWithProviders(<RegistrationPage />, { route: '/auth/tenant-register', dependencies: fakeDependencies({ registrationApi }) });
  return { signUp, user: userEvent.setup() };
}

const step1 = () => screen.getByRole('region', { name: 'Your Agency Details' });
const step2 = () => screen.getByRole('region', { name: 'A little bit about yourself', hidden: true });

async function fillAgency(user: UserEvent) {
  const form = within(step1());
  await user.type(form.getByLabelText('Agency Name'), 'Lakeside Title');
  await user.type(form.getByLabelText('Agency Address'), '1 Main St');
  await user.type(form.getByLabelText('City'), 'Austin');
  await user.selectOptions(form.getByLabelText('State'), 'TX');
  await user.type(form.getByLabelText('Zip Code'), '78701');
}

async function fillPerson(user: UserEvent) {
  const form = within(step2());
  await user.type(form.getByLabelText('First Name'), 'Lee');
  await user.type(form.getByLabelText('Last Name'), 'Park');
  await user.type(form.getByLabelText('Email'), 'lee@lakeside.test');
}

describe('RegistrationPage', () => {
  it('shows step 1 with NEXT disabled until the agency form is valid', async () => {
    const { user } = setup();
    expect(screen.getByRole('list', { name: 'Step 1 of 2' })).toBeInTheDocument();
    const next = within(step1()).getByRole('button', { name: 'NEXT' });
    await waitFor(() => expect(next).toBeDisabled());
    expect(within(step1()).getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '/auth/login');
    expect(within(step1()).getByPlaceholderText('xxxxx')).toBeInTheDocument();
    await fillAgency(user);
    await waitFor(() => expect(next).toBeEnabled());
  });

  it('shows zip and required messages once a field is touched, and hints for unenforced fields', async () => {
    const { user } = setup();
    const form = within(step1());
    await user.type(form.getByLabelText('Zip Code'), '1234');
    await user.click(form.getByLabelText('City'));
    expect(await form.findByText('Please enter valid zip.')).toBeInTheDocument();
    await user.tab();
    expect(await form.findByText('Please enter city name.')).toBeInTheDocument();
    await user.click(form.getByLabelText('State'));
    await user.tab();
    expect(await form.findByText('Please select state.')).toBeInTheDocument();
  });

  it('moves to step 2 and back with the values kept', async () => {
    const { user } = setup();
    await fillAgency(user);
    await user.click(within(step1()).getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Step 2 of 2' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'A little bit about yourself' })).toHaveFocus();
    await user.click(within(step2()).getByRole('button', { name: 'BACK' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Step 1 of 2' })).toBeInTheDocument());
    expect(within(step1()).getByLabelText('Agency Name')).toHaveValue('Lakeside Title');
  });

  it('adds the primary-contact fields for No and removes them for Yes', async () => {
    const { user } = setup();
    await fillAgency(user);
    await user.click(within(step1()).getByRole('button', { name: 'NEXT' }));
    const form = within(step2());
    expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(form.queryByLabelText('Primary Contact Email')).not.toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: 'No' }));
    expect(form.getByLabelText('Primary Contact First Name')).toBeInTheDocument();
    expect(form.getByLabelText('Primary Contact Last Name')).toBeInTheDocument();
    expect(form.getByLabelText('Primary Contact Email')).toBeInTheDocument();
    await fillPerson(user);
    await waitFor(() => expect(form.getByRole('button', { name: 'SUBMIT' })).toBeDisabled());
    await user.click(form.getByRole('radio', { name: 'Yes' }));
    expect(form.queryByLabelText('Primary Contact Email')).not.toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('button', { name: 'SUBMIT' })).toBeEnabled());
  });

  it('submits the payload and shows step 3', async () => {
    const { user, signUp } = setup();
    await fillAgency(user);
    await user.click(within(step1()).getByRole('button', { name: 'NEXT' }));
    await fillPerson(user);
    await user.click(within(step2()).getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('heading', { name: 'Congratulations! Your Registration is Complete' })).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({ tenant: expect.objectContaining({ organizationName: 'Lakeside Title', organizationAddress2: 'Austin TX 78701', zip: '78701' }) }),
    );
    expect(screen.getByText("You'll receive an email from us soon with your login credentials.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@agency.test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CLOSE' })).toHaveAttribute('href', '/');
  });

  it('brings a taken agency name back to step 1 with both messages', async () => {
    const { user } = setup(
      vi.fn(() =>
        throwError(
          () =>
            new HttpError(
              409,
              { result: { isSuccess: false, message: 'Provided details are already register with us, please provide valid details to proceed.' } },
              '/api/tenants',
              'x',
            ),
        ),
      ),
    );
    await fillAgency(user);
    await user.click(within(step1()).getByRole('button', { name: 'NEXT' }));
    await fillPerson(user);
    await user.click(within(step2()).getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Provided details are already register with us');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Step 1 of 2' })).toBeInTheDocument());
    expect(await within(step1()).findByText('This organization Name is already registered')).toBeInTheDocument();
    expect(within(step1()).getByLabelText('Agency Name')).toHaveValue('Lakeside Title');
  });
});

// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { throwError } from 'rxjs';
import { HttpError } from '../../lib/http/http-error.ts';
import { fakeDependencies } from '../../test/fakes.ts';
import { initialAuthState } from '../auth-slice.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

function renderLogin(auth: Partial<typeof initialAuthState> = {}) {
  return renderWithProviders(<LoginPage />, {
    route: '/auth/login',
    preloadedState: { auth: { ...initialAuthState, ...auth } },
  });
}

describe('LoginPage (docs/behaviour.md#the-login-screen)', () => {
  it('shows every element of the screen', async () => {
    renderLogin();
    await waitFor(() => expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeDisabled());
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter User Name')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter Password')).toHaveAttribute('type', 'password');
    expect(screen.getByText('New to the System?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SIGN UP NOW' })).toHaveAttribute('href', '/auth/tenant-register');
    expect(screen.getByText(/© 2021/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@agency.test' })).toHaveAttribute('href', 'mailto:help@agency.test');
    expect(screen.getByRole('link', { name: '(555) 010-2030' })).toHaveAttribute('href', 'tel:5550102030');
  });

  it('keeps SIGN IN disabled while the form is invalid', async () => {
    const user = userEvent.setup();
    renderLogin();
    const signIn = screen.getByRole('button', { name: 'SIGN IN' });
    await waitFor(() => expect(signIn).toBeDisabled());
    await user.type(screen.getByLabelText('User Name'), 'dana@demo-title');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText('User Name'), '.test');
    await waitFor(() => expect(signIn).toBeEnabled());
  });

  it('shows the validation messages once a field is touched', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('User Name'));
    await user.click(screen.getByLabelText('Password'));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('User Name'), 'not-an-email');
    expect(await screen.findByText('Please enter valid email address.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('User Name'));
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('dispatches one login request with the trimmed e-mail', async () => {
    const user = userEvent.setup();
    const { dependencies } = renderLogin();
    await user.type(screen.getByLabelText('User Name'), '  dana@demo-title.test ');
    await user.type(screen.getByLabelText('Password'), 'Closing#2021');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() =>
      expect(dependencies.authApi.login).toHaveBeenCalledWith({ email: 'dana@demo-title.test', password: 'Closing#2021' }),
    );
    expect(dependencies.authApi.login).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('clears an old error when the page opens', async () => {
    renderLogin({ error: 'Left over from before' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeDisabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an ExceptionList as an alert that can be dismissed, with each message on its field', async () => {
    const user = userEvent.setup();
    const dependencies = fakeDependencies();
    vi.mocked(dependencies.authApi.login).mockReturnValue(
      throwError(
        () =>
          new HttpError(
            400,
            { message: 'One or more validation errors occurred.', ExceptionList: [{ Type: 'Email', Message: 'This e-mail is not registered.' }] },
            '/api/login',
            'x',
          ),
      ),
    );
    renderWithProviders(<LoginPage />, { route: '/auth/login', dependencies });
    await user.type(screen.getByLabelText('User Name'), 'who@agency.test');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill below errors');
    expect(await screen.findByText('This e-mail is not registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the user reveal the password', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});

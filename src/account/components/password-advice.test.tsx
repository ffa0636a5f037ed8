// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { PasswordAdvice } from './password-advice.tsx';

function renderAdvice() {
  render(
    <Formik initialValues={{ newPassword: '' }} onSubmit={() => {}}>
      {({ values, handleChange }) => (
        <>
          <label htmlFor="new-password">New Password</label>
          <input id="new-password" name="newPassword" value={values.newPassword} onChange={handleChange} />
          <PasswordAdvice id="advice" field="newPassword" userInputs={['zelda', 'quixote']} />
        </>
      )}
    </Formik>,
  );
  return userEvent.setup();
}

describe('PasswordAdvice', () => {
  it('says as the password is typed whether it will be accepted, and why not without calling it strong', async () => {
    const user = renderAdvice();
    const field = screen.getByLabelText('New Password');
    expect(screen.getByText(/^At least 12 characters/)).toBeInTheDocument();
    await user.type(field, 'password1234');
    expect(await screen.findByText(/^Not accepted yet \(strength: (very )?weak\)\.$/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Zelda Quixote Lighthouse 2026');
    expect(await screen.findByText(/^Not accepted yet: Do not use your name/)).toBeInTheDocument();
    expect(screen.queryByText(/strong/i)).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Lakeside-Escrow-77!-quay');
    expect(await screen.findByText(/— good to go\.$/)).toBeInTheDocument();
  });
});

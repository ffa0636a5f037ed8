import { HttpError } from '../lib/http/http-error.ts';
import { FILL_BELOW_ERRORS, INVALID_CREDENTIALS, toLoginError } from './login-error.ts';

const httpError = (status: number, body: unknown, message = `The server could not complete the request (${status}).`) =>
  new HttpError(status, body, '/api/login', message);

describe('toLoginError (docs/behaviour.md#login-errors)', () => {
  it('prefers the server result.message', () => {
    expect(toLoginError(httpError(404, { result: { isSuccess: false, message: 'Account locked' }, message: 'other' }))).toEqual({
      message: 'Account locked',
      fieldErrors: {},
    });
  });

  it('falls back to the error body message', () => {
    expect(toLoginError(httpError(401, { message: 'Token service unavailable' })).message).toBe('Token service unavailable');
  });

  it('cuts a string error at the first dash', () => {
    expect(toLoginError(httpError(500, 'User is disabled - contact your administrator')).message).toBe('User is disabled');
    expect(toLoginError('Locked-out').message).toBe('Locked');
  });

  it('keeps a string whose text starts with a dash readable', () => {
    expect(toLoginError(httpError(500, '- maintenance')).message).toBe('- maintenance');
  });

  it('uses the error message when the body says nothing', () => {
    expect(toLoginError(httpError(502, null)).message).toBe('The server could not complete the request (502).');
    expect(toLoginError(new Error('boom')).message).toBe('boom');
  });

  it("shows 'Invalid username or password' when nothing else is known", () => {
    expect(toLoginError(undefined).message).toBe(INVALID_CREDENTIALS);
    expect(toLoginError(httpError(404, null, '')).message).toBe(INVALID_CREDENTIALS);
  });

  it("maps an ExceptionList to fields and shows 'Please fill below errors'", () => {
    const error = httpError(400, {
      message: 'One or more validation errors occurred.',
      ExceptionList: [
        { Type: 'Email', Message: 'Please enter valid email address.' },
        { Type: 'Password', Message: 'Please enter your password.' },
        { Type: 'Email', Message: 'second message for the same field is ignored' },
        { nonsense: true },
      ],
    });
    expect(toLoginError(error)).toEqual({
      message: FILL_BELOW_ERRORS,
      fieldErrors: { email: 'Please enter valid email address.', password: 'Please enter your password.' },
    });
  });
});

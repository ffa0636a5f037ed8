import { HttpError } from '../lib/http/http-error.ts';
import { ORGANIZATION_CONFLICT, SIGN_UP_FAILED, toSignUpError } from './sign-up-error.ts';

const failure = (status: number, body: unknown, message = 'The server could not complete the request.') =>
  new HttpError(status, body, '/api/tenants', message);

describe('toSignUpError (docs/behaviour.md#sign-up-errors)', () => {
  it('ties a 409 to the agency name and shows the server message', () => {
    const server = 'Provided details are already register with us, please provide valid details to proceed.';
    expect(toSignUpError(failure(409, { result: { isSuccess: false, message: server } }))).toEqual({
      message: server,
      fieldErrors: { organizationName: ORGANIZATION_CONFLICT },
      isSuccess: false,
    });
  });

  it('puts a 409 that names the e-mail on the e-mail field, not on the agency name', () => {
    const server = 'Provided details are already register with us, please provide valid details to proceed.';
    const taken = 'This e-mail address is already registered. Sign in, or use another e-mail.';
    expect(toSignUpError(failure(409, { result: { isSuccess: false, message: server }, ExceptionList: [{ Type: 'Email', Message: taken }] }))).toEqual({
      message: server,
      fieldErrors: { email: taken },
      isSuccess: false,
    });
  });

  it('puts ExceptionList entries on their fields and, as observed, counts it as success', () => {
    const error = failure(400, {
      message: 'One or more validation errors occurred.',
      ExceptionList: [
        { Type: 'Zip', Message: 'Please enter valid zip.' },
        { Type: 'OrganizationName', Message: 'Please enter your agency name' },
      ],
    });
    expect(toSignUpError(error)).toEqual({
      message: 'One or more validation errors occurred.',
      fieldErrors: { zip: 'Please enter valid zip.', organizationName: 'Please enter your agency name' },
      isSuccess: true,
    });
  });

  it('shows the error body or message otherwise', () => {
    expect(toSignUpError(failure(500, 'Mail server down')).message).toBe('Mail server down');
    expect(toSignUpError(failure(503, null, 'Service unavailable')).message).toBe('Service unavailable');
  });

  it("falls back to 'Error while tenant registration'", () => {
    expect(toSignUpError(undefined)).toEqual({ message: SIGN_UP_FAILED, fieldErrors: {}, isSuccess: false });
  });
});

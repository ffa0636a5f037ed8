import { HttpError } from './http-error.ts';
import { httpEventAction, httpFailed, httpSucceeded } from './http-events.ts';

describe('httpEventAction', () => {
  it('dispatches a success with its URL', () => {
    expect(httpEventAction({ ok: true, url: '/api/files' })).toEqual(httpSucceeded({ url: '/api/files' }));
  });

  it('dispatches a failure with its httpError code and what the server said', () => {
    const error = new HttpError(401, { message: 'Your account has been deactivated.' }, '/api/orders', 'Unauthorized');
    expect(httpEventAction({ ok: false, error })).toEqual(
      httpFailed({ status: 401, code: '401', url: '/api/orders', message: 'Unauthorized', serverMessage: 'Your account has been deactivated.' }),
    );
  });

  it('leaves the code out of a failure the application state does not record (no network)', () => {
    const error = new HttpError(0, null, '/api/orders', 'Could not reach the server.');
    expect(httpEventAction({ ok: false, error })).toEqual(
      httpFailed({ status: 0, code: null, url: '/api/orders', message: 'Could not reach the server.', serverMessage: 'Could not reach the server.' }),
    );
  });
});

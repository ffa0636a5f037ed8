import { HttpError, messageOf } from './http-error.ts';

describe('messageOf, what the agent is told when a call failed', () => {
  it("prefers the server's result.message", () => {
    const error = new HttpError(409, { result: { isSuccess: false, message: 'Someone saved this list first.' } }, '/api/commitments/o/requirements', 'HTTP 409');
    expect(messageOf(error, 'The list could not be saved.')).toBe('Someone saved this list first.');
  });

  it("falls back to a text body, then the body's message, then the error's own message", () => {
    expect(messageOf(new HttpError(500, 'Database is down', '/api/x', 'HTTP 500'), 'fallback')).toBe('Database is down');
    expect(messageOf(new HttpError(400, { message: 'Bad input' }, '/api/x', 'HTTP 400'), 'fallback')).toBe('Bad input');
    expect(messageOf(new HttpError(502, null, '/api/x', 'HTTP 502'), 'fallback')).toBe('HTTP 502');
    expect(messageOf(new Error('Failed to fetch'), 'fallback')).toBe('Failed to fetch');
  });

  it("uses the screen's own message when the failure says nothing", () => {
    expect(messageOf(new HttpError(500, { result: { message: '' } }, '/api/x', ''), 'Schedule A could not be saved.')).toBe('Schedule A could not be saved.');
    expect(messageOf(undefined, 'The letters could not be loaded.')).toBe('The letters could not be loaded.');
  });
});

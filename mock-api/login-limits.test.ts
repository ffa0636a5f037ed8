import { ApiError } from './api-errors';
import { createLoginGuard } from './login-limits';

const check = async () => true;

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('createLoginGuard', () => {
  it('locks an account after its failures, with Retry-After, and a success clears the count', async () => {
    const guard = createLoginGuard({ failuresPerAccount: 3, lockoutSeconds: 60, attemptsPerClient: 1000 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await guard.attempt('10.0.0.1', 'dana@x.test', check);
      await guard.failed('dana@x.test');
    }
    await guard.attempt('10.0.0.1', 'dana@x.test', check);
    await guard.succeeded('dana@x.test');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await guard.attempt('10.0.0.1', 'dana@x.test', check);
      await guard.failed('dana@x.test');
    }
    const refused = await refusal(guard.attempt('10.0.0.2', 'dana@x.test', check));
    expect(refused.status).toBe(429);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    // Other accounts are not affected.
    await expect(guard.attempt('10.0.0.1', 'sam@x.test', check)).resolves.toBe(true);
  });

  it('limits attempts per client before any password is checked', async () => {
    const guard = createLoginGuard({ failuresPerAccount: 1000, lockoutSeconds: 1, attemptsPerClient: 2 });
    const checked = vi.fn(check);
    await guard.attempt('10.0.0.1', 'a@x.test', checked);
    await guard.attempt('10.0.0.1', 'b@x.test', checked);
    const refused = await refusal(guard.attempt('10.0.0.1', 'c@x.test', checked));
    expect(refused.status).toBe(429);
    expect(checked).toHaveBeenCalledTimes(2);
    await expect(guard.attempt('10.0.0.2', 'c@x.test', checked)).resolves.toBe(true);
  });
});

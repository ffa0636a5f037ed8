import { ApiError } from '../http/api-errors.ts';
import { ACCOUNT_WIDE_FACTOR, CLIENT_WIDE_FACTOR, createLoginGuard } from './login-limits.ts';

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
  it('locks an account for the client that failed, with Retry-After, and a success clears the count', async () => {
    const guard = createLoginGuard({ failuresPerAccount: 3, lockoutSeconds: 60, attemptsPerClient: 1000 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await guard.attempt('10.0.0.1', 'dana@x.test', check);
      await guard.failed('10.0.0.1', 'dana@x.test');
    }
    await guard.attempt('10.0.0.1', 'dana@x.test', check);
    await guard.succeeded('10.0.0.1', 'dana@x.test');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await guard.attempt('10.0.0.1', 'dana@x.test', check);
      await guard.failed('10.0.0.1', 'dana@x.test');
    }
    const refused = await refusal(guard.attempt('10.0.0.1', 'dana@x.test', check));
    expect(refused.status).toBe(429);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    // The agent at another desk still signs in, and other accounts are not affected.
    await expect(guard.attempt('10.0.0.2', 'dana@x.test', check)).resolves.toBe(true);
    await expect(guard.attempt('10.0.0.1', 'sam@x.test', check)).resolves.toBe(true);
  });

  it('slows addresses the owner never used when failures come from many clients, and never locks the owner out', async () => {
    const guard = createLoginGuard({ failuresPerAccount: 2, lockoutSeconds: 60, attemptsPerClient: 1000 });
    // The owner signed in from her desk before the attack.
    await guard.attempt('10.0.0.1', 'dana@x.test', check);
    await guard.succeeded('10.0.0.1', 'dana@x.test');
    // Two failures from each of ten addresses: every one stays under its own limit.
    for (let client = 0; client < ACCOUNT_WIDE_FACTOR; client += 1) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await guard.attempt(`10.0.1.${client}`, 'dana@x.test', check).catch(() => undefined);
        await guard.failed(`10.0.1.${client}`, 'dana@x.test');
      }
    }
    // Her desk goes on; a new address gets one attempt a minute on the account, not none.
    for (let attempt = 0; attempt < 5; attempt += 1) await expect(guard.attempt('10.0.0.1', 'dana@x.test', check)).resolves.toBe(true);
    await expect(guard.attempt('10.0.9.9', 'dana@x.test', check)).resolves.toBe(true);
    const slowed = await refusal(guard.attempt('10.0.9.9', 'dana@x.test', check));
    expect(slowed.status).toBe(429);
    expect(slowed.retryAfterSeconds).toBeLessThanOrEqual(60);
    await expect(guard.attempt('10.0.9.9', 'sam@x.test', check)).resolves.toBe(true);
  });

  it('blocks a client that fails on many accounts', async () => {
    const guard = createLoginGuard({ failuresPerAccount: 2, lockoutSeconds: 60, attemptsPerClient: 1000 });
    for (let account = 0; account < 2 * CLIENT_WIDE_FACTOR; account += 1) {
      await guard.attempt('10.0.2.1', `user${account}@x.test`, check);
      await guard.failed('10.0.2.1', `user${account}@x.test`);
    }
    expect((await refusal(guard.attempt('10.0.2.1', 'someone@x.test', check))).status).toBe(429);
    await expect(guard.attempt('10.0.2.2', 'someone@x.test', check)).resolves.toBe(true);
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

import { checkPassword as checkWith, passwordMessages, personalWords } from './password-policy.ts';
import { estimateStrength } from './password-strength.ts';

const checkPassword = (password: string, userInputs: string[] = []) => checkWith(password, userInputs, estimateStrength);

describe('checkPassword', () => {
  it('accepts a long passphrase and a long mixed password', () => {
    expect(checkPassword('correct horse battery staple').ok).toBe(true);
    expect(checkPassword('Lakeside-Escrow-77!-quay').ok).toBe(true);
  });

  it('refuses what is short, common, or built from the person', () => {
    expect(checkPassword('').problems).toEqual([passwordMessages.required]);
    expect(checkPassword('Zq8#vLm2').problems).toContain(passwordMessages.tooShort);
    expect(checkPassword('password1234').problems).toContain(passwordMessages.common);
    const personal = checkPassword('danawhitfield2026', personalWords('Dana', 'Whitfield', 'dana@demo-title.test'));
    expect(personal.ok).toBe(false);
    expect(personal.problems).toContain(passwordMessages.personal);
  });

  it('refuses a long but guessable password and says why', () => {
    const verdict = checkPassword('aaaaaaaaaaaaaaaa');
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toMatch(/^This password is too easy to guess\./);
  });

  it('refuses control and formatting characters nobody can type back at the sign-in', () => {
    for (const password of ['correct horse\u0000battery staple', 'correct horse \u202ebattery staple', 'correct horse\nbattery staple']) {
      expect(checkPassword(password).problems).toEqual([passwordMessages.invisible]);
    }
    expect(checkPassword('correct horse battery staple 👩\u200d💻').ok).toBe(true);
  });

  it('refuses a password over the maximum without checking it', () => {
    expect(checkPassword('x'.repeat(129)).problems).toEqual([passwordMessages.tooLong]);
  });
});

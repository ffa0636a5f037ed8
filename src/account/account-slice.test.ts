import type { UnknownAction } from '@reduxjs/toolkit';
import type { OpenSession, PasswordLinkOwner } from './account-api.ts';
import {
  accountSlice,
  passwordChangeDone,
  passwordChangeFailed,
  passwordChangeRequested,
  passwordChosen,
  passwordLinkChecked,
  passwordLinkOpened,
  passwordLinkRefused,
  passwordRefused,
  passwordSaved,
  resetLinkRequestDone,
  resetLinkRequested,
  resetLinkRequestFailed,
  sessionEndDone,
  sessionEndFailed,
  sessionEndRequested,
  sessionsLoaded,
  sessionsLoadFailed,
  sessionsRequested,
  signOutEverywhereRequested,
  selectAccount,
  type AccountState,
} from './account-slice.ts';

const initial = accountSlice.getInitialState();
/** The state after these actions, from the start, read through the slice's selector. */
const after = (...actions: UnknownAction[]): AccountState => selectAccount({ account: actions.reduce(accountSlice.reducer, initial) });

const owner: PasswordLinkOwner = { purpose: 'invitation', email: 'lee@demo-title.test', firstName: 'Lee', lastName: 'Park', tenantName: 'Demo Title & Escrow', expiresAt: null };
const session = (id: string, current = false): OpenSession => ({ id, browser: 'Firefox on Linux', startedAt: '2026-03-01T09:00:00Z', lastActiveAt: '2026-03-02T14:00:00Z', current });

describe("a password link's page", () => {
  it('checks the link anew each time it is opened, and keeps whose it is', () => {
    expect(after(passwordLinkRefused('Gone.'), passwordLinkOpened('t')).link).toEqual({ status: 'checking', owner: null, error: null, fieldErrors: {} });
    expect(after(passwordLinkOpened('t'), passwordLinkChecked(owner)).link).toEqual({ status: 'valid', owner, error: null, fieldErrors: {} });
    expect(after(passwordLinkOpened('t'), passwordLinkRefused('This link has expired.')).link).toMatchObject({ status: 'invalid', owner: null, error: 'This link has expired.' });
  });

  it('saves the chosen password', () => {
    const saving = after(passwordLinkChecked(owner), passwordChosen({ token: 't', password: 'Lakeside-Escrow-77!' }));
    expect(saving.link).toMatchObject({ status: 'saving', owner, error: null });
    expect(accountSlice.reducer(saving, passwordSaved()).link.status).toBe('saved');
  });

  it('says a refusal at the field it names, else in a banner, and ends the page when the link is gone', () => {
    const chosen = [passwordLinkChecked(owner), passwordChosen({ token: 't', password: 'weak' })];
    const atField = after(...chosen, passwordRefused({ message: 'One or more validation errors occurred.', fieldErrors: { password: 'Too weak.' }, linkGone: false }));
    expect(atField.link).toMatchObject({ status: 'valid', error: null, fieldErrors: { password: 'Too weak.' } });
    const banner = after(...chosen, passwordRefused({ message: 'Please try again.', fieldErrors: {}, linkGone: false }));
    expect(banner.link).toMatchObject({ status: 'valid', error: 'Please try again.' });
    const gone = after(...chosen, passwordRefused({ message: 'This link was already used.', fieldErrors: { password: 'x' }, linkGone: true }));
    expect(gone.link).toMatchObject({ status: 'invalid', error: 'This link was already used.' });
  });
});

describe('"Forgot password?"', () => {
  it('sends, then says what the server answered, or why it could not', () => {
    expect(after(resetLinkRequested('dana@demo-title.test')).resetRequest).toEqual({ status: 'sending', message: null });
    expect(after(resetLinkRequested('x'), resetLinkRequestDone('If that address has an account, a link is on its way.')).resetRequest).toEqual({
      status: 'sent',
      message: 'If that address has an account, a link is on its way.',
    });
    expect(after(resetLinkRequested('x'), resetLinkRequestFailed('Please try again.')).resetRequest).toEqual({ status: 'failed', message: 'Please try again.' });
  });
});

describe("one's own account", () => {
  it('lists the open sessions, or why it cannot', () => {
    expect(after(sessionsRequested()).sessionsStatus).toBe('loading');
    const loaded = after(sessionsRequested(), sessionsLoadFailed('x'), sessionsLoaded([session('a', true), session('b')]));
    expect(loaded).toMatchObject({ sessionsStatus: 'loaded', sessionsError: null, sessions: [session('a', true), session('b')] });
    expect(after(sessionsRequested(), sessionsLoadFailed('Your sessions could not be loaded.'))).toMatchObject({
      sessionsStatus: 'failed',
      sessionsError: 'Your sessions could not be loaded.',
    });
  });

  it('ends one session, taking it off the list, or says why not', () => {
    const listed = [sessionsLoaded([session('a', true), session('b')])];
    const ending = after(...listed, sessionEndFailed('Earlier.'), sessionEndRequested('b'));
    expect(ending).toMatchObject({ endingId: 'b', notice: null });
    const ended = accountSlice.reducer(ending, sessionEndDone({ id: 'b', message: 'That session is signed out.' }));
    expect(ended).toMatchObject({ endingId: null, sessions: [session('a', true)], notice: { kind: 'success', text: 'That session is signed out.' } });
    const failed = accountSlice.reducer(ending, sessionEndFailed('The change could not be saved. Please try again.'));
    expect(failed).toMatchObject({ endingId: null, sessions: [session('a', true), session('b')], notice: { kind: 'error' } });
  });

  it('marks every session as ending when signing out everywhere', () => {
    expect(after(signOutEverywhereRequested()).endingId).toBe('*');
  });

  it('changes the password, a refusal said at its fields when it names them', () => {
    const saving = after(passwordChangeFailed({ message: 'x', fieldErrors: {} }), passwordChangeRequested({ currentPassword: 'a', newPassword: 'b' }));
    expect(saving.password).toEqual({ status: 'saving', error: null, fieldErrors: {} });
    expect(accountSlice.reducer(saving, passwordChangeDone('Your password is changed.'))).toMatchObject({
      password: { status: 'saved', error: null, fieldErrors: {} },
      notice: { kind: 'success', text: 'Your password is changed.' },
    });
    expect(accountSlice.reducer(saving, passwordChangeFailed({ message: 'One or more validation errors occurred.', fieldErrors: { currentPassword: 'That is not your password.' } })).password).toEqual({
      status: 'failed',
      error: null,
      fieldErrors: { currentPassword: 'That is not your password.' },
    });
    expect(accountSlice.reducer(saving, passwordChangeFailed({ message: 'Please try again.', fieldErrors: {} })).password).toEqual({
      status: 'failed',
      error: 'Please try again.',
      fieldErrors: {},
    });
  });
});

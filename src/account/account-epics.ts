import { combineEpics } from 'redux-observable';
import { sessionEndEpic, sessionsListEpic, signOutEverywhereEpic } from './account-sessions-epics.ts';
import { passwordChangeEpic, passwordChosenEpic, passwordLinkCheckEpic, resetLinkRequestEpic } from './password-epics.ts';

/** My account, the links in e-mails and Forgot password: the account area's one combineEpics. */
export const accountEpics = combineEpics(
  passwordLinkCheckEpic,
  passwordChosenEpic,
  resetLinkRequestEpic,
  sessionsListEpic,
  sessionEndEpic,
  signOutEverywhereEpic,
  passwordChangeEpic,
);

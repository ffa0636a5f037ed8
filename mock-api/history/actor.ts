import type { Request } from 'express';
import type { Caller } from '../auth/context.ts';
import type { ChangeChannel } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import { FileHistory, type Actor } from './file-history.ts';

/**
 * The header the web app sends with every call, so a history entry can say a change was made on a
 * screen rather than by another program. It names the channel only; who made the change always
 * comes from the verified token.
 */
export const CLIENT_HEADER = 'X-TitleTrack-Client';

export function channelOf(req: Request): ChangeChannel {
  return req.get(CLIENT_HEADER) === 'web' ? 'screen' : 'api';
}

/** The caller as a history entry names them: their name as it is at the time of the change. */
export function actorOf(store: Store, caller: Pick<Caller, 'userId'>): Actor {
  const user = store.get('users', caller.userId);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return { userId: caller.userId, name: name || user?.email || 'Unknown user' };
}

/** title-cli, for changes it makes itself (no person signed in). */
export const CLI_ACTOR: Actor = { userId: null, name: 'title-cli' };

const histories = new WeakMap<Store, FileHistory>();

/** The one FileHistory of a store, so every API and tool on it shares its indexes and listeners. */
export function historyOf(store: Store): FileHistory {
  let history = histories.get(store);
  if (!history) {
    history = new FileHistory(store);
    histories.set(store, history);
  }
  return history;
}

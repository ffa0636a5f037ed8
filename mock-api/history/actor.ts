import type { Request } from 'express';
import type { Caller } from '../auth/context.ts';
import type { ChangeChannel, ClaimedClient } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import { FileHistory, type Actor } from './file-history.ts';

/**
 * The header the web app sends with every call. Anyone can send it, so it is recorded as what the
 * client claims (`claimed: 'web'`), never as a fact: the server knows only that a signed-in person
 * called its API (`via: 'api'`) or that title-cli wrote with the operator key or to the data file
 * (`via: 'cli'`). Who made the change always comes from the verified token.
 */
export const CLIENT_HEADER = 'X-TitleTrack-Client';

/** How a change arrived, as far as the server knows it, and what the client said about itself. */
export interface Channel {
  via: ChangeChannel;
  claimed?: ClaimedClient;
}

export function channelOf(req: Request): Channel {
  return req.get(CLIENT_HEADER) === 'web' ? { via: 'api', claimed: 'web' } : { via: 'api' };
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

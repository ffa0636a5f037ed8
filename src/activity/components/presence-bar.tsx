import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { presenceJoined, presenceLeft, selectLive, selectPresence } from '../live-slice.ts';
import type { Presence } from '../history-entry.ts';

function sentence(person: Presence): string {
  return person.state === 'editing' && person.label ? `${person.name} is editing ${person.label}` : `${person.name} is viewing`;
}

/**
 * Who else has this file open, in the file's header ("Sam Lee is viewing", "Riley Chen is editing
 * Buyers"); mounting it tells the agency this person is here, and unmounting that they left.
 */
export function PresenceBar({ orderGuid }: { orderGuid: string }) {
  const dispatch = useAppDispatch();
  const { me, status } = useAppSelector(selectLive);
  const everyone = useAppSelector(selectPresence(orderGuid));
  const others = everyone.filter((person) => person.userId !== me);

  useEffect(() => {
    dispatch(presenceJoined({ orderGuid }));
    return () => {
      dispatch(presenceLeft({ orderGuid }));
    };
  }, [dispatch, orderGuid]);

  return (
    <div className="presence-bar no-print" aria-live="polite">
      {others.length > 0 && (
        <ul className="presence-bar__people" aria-label="Also in this file">
          {others.map((person) => (
            <li key={person.userId} className={`presence-chip presence-chip--${person.state}`}>
              <span className="presence-chip__dot" aria-hidden="true" />
              {sentence(person)}
            </li>
          ))}
        </ul>
      )}
      {status === 'reconnecting' && <p className="presence-bar__offline">Live updates paused: reconnecting…</p>}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { logoutRequested, selectIdleWarningEndsAt, staySignedInClicked } from '../session-slice.ts';

const remainingOf = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The warning before an idle sign-out: a countdown and "Stay signed in". It is announced as an
 * alert dialog but leaves the focus where the agent was typing: an agent who comes back and types
 * keeps every key (typing counts as being back), and a space never presses a button by accident.
 */
export function IdleWarning() {
  const endsAt = useAppSelector(selectIdleWarningEndsAt);
  return endsAt === null ? null : <IdleWarningDialog endsAt={endsAt} />;
}

function IdleWarningDialog({ endsAt }: { endsAt: number }) {
  const dispatch = useAppDispatch();
  const [remaining, setRemaining] = useState(() => remainingOf(endsAt));
  useEffect(() => {
    const timer = window.setInterval(() => setRemaining(remainingOf(endsAt)), 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return (
    <div className="modal-backdrop">
      <div className="modal card" role="alertdialog" aria-labelledby="idle-warning-title" aria-describedby="idle-warning-text">
        <h2 id="idle-warning-title" className="modal__title">
          Are you still there?
        </h2>
        <p id="idle-warning-text" className="modal__text">
          To protect your clients' data you will be signed out in{' '}
          <strong className="modal__countdown" aria-live="off">
            {clockText(remaining)}
          </strong>{' '}
          because there has been no activity. Anything you saved stays saved.
        </p>
        <div className="modal__actions">
          <button type="button" className="button button--outline" onClick={() => dispatch(logoutRequested())}>
            Sign out now
          </button>
          <button type="button" className="button button--primary" onClick={() => dispatch(staySignedInClicked())}>
            Stay signed in
          </button>
        </div>
      </div>
    </div>
  );
}
